"""Renders terminal text with ANSI colour codes (as `tmux capture-pane -e -p` prints it) to a PNG.
Usage: render.py INPUT.txt OUTPUT.png [FIRST_LINE LAST_LINE]"""
import re
import sys

from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"
COLOURS = {30: (40, 40, 40), 31: (224, 88, 80), 32: (120, 200, 110), 33: (230, 190, 80), 34: (100, 150, 230),
           35: (200, 120, 200), 36: (90, 190, 200), 37: (220, 220, 220)}
FOREGROUND, BACKGROUND, DIM = (215, 215, 210), (28, 30, 34), (130, 134, 140)

lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
if len(sys.argv) > 4:
    lines = lines[int(sys.argv[3]):int(sys.argv[4])]
while lines and not re.sub(r"\x1b\[[0-9;]*m", "", lines[-1]).strip():
    lines.pop()
size = 15
regular, bold = ImageFont.truetype(FONT, size), ImageFont.truetype(BOLD, size)
cell_width = regular.getlength("M")
line_height = int(size * 1.45)
width = max(len(re.sub(r"\x1b\[[0-9;]*m", "", line)) for line in lines)
image = Image.new("RGB", (int(cell_width * (width + 4)), line_height * (len(lines) + 2)), BACKGROUND)
draw = ImageDraw.Draw(image)
for row, line in enumerate(lines):
    x, y = cell_width * 2, line_height * (row + 1)
    colour, is_bold, is_dim = FOREGROUND, False, False
    for part in re.split(r"(\x1b\[[0-9;]*m)", line):
        match = re.fullmatch(r"\x1b\[([0-9;]*)m", part)
        if match:
            for code in [int(c) for c in match.group(1).split(";") if c] or [0]:
                if code == 0:
                    colour, is_bold, is_dim = FOREGROUND, False, False
                elif code == 1:
                    is_bold = True
                elif code == 2:
                    is_dim = True
                elif code in COLOURS:
                    colour = COLOURS[code]
                elif code == 39:
                    colour = FOREGROUND
            continue
        shade = DIM if is_dim and colour == FOREGROUND else colour
        draw.text((x, y), part, font=bold if is_bold else regular, fill=shade)
        x += cell_width * len(part)
image.save(sys.argv[2])
