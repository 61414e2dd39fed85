"""Phone seats (issue 36): a local web page per seat, served beside the desk's window; headless, no pygame.

`hub.PhoneHub` is what the desk holds (start, publish, take moves, stop); `server` is its aiohttp app, run in
a daemon thread; `words` words a seat packet (game/engine/seat_packet.py) and the page's own words in the
app's language; `desk.PhoneDesk` is the desk's loop over a hub without a window (take, check, apply, publish).
Everything that changes the game happens on the desk's thread: the server only queues moves and sends packets.
"""
