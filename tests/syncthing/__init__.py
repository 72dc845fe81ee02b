"""The sync folder carried by a real sync tool: two Syncthing instances on loopback (marker ``syncthing``)."""
