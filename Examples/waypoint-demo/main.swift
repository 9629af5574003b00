print("waypoint-demo")
