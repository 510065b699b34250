"""The table on every screen (issue #29): a small web server inside the app,
on the same asyncio loop as the window, serving the room's board and the
standings over the club's Wi-Fi, read only."""
