"""The asset tool's parts, one job each; `tools/make_assets.py` runs them.

palette   the palette (assets/palette.json, shared with the window) and art-only colours
draw      small maths, signed distance fields, the float canvas, glyphs, save_png
space     space scenes with pygame: backdrops, nebulae, stars, glow
pen       the pen the games' pictures are drawn with (All in All's relics, Hyperline's art)
sprites   player tokens, dice, the icon
cards     the menu card of each game and the window's background
tiled     the one Tiled writer: every .tmx map and .tsx tileset
race_map  Hyperspace Race's tiles and map
sounds    sound effects and the music loop
theme     the pygame_gui theme
"""
