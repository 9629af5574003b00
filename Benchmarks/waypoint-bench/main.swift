print("waypoint-bench")
