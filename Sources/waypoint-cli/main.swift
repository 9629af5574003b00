print("waypoint")
