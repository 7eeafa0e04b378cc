"""Reference preprocessing for the ONNX engine's test, computed with Pillow + NumPy, independently of
sharp: torchvision's evaluation transform as PlantNet-300K uses it (Resize(256) bilinear on the
shorter side, CenterCrop(224), ToTensor, Normalize(ImageNet mean/std)), written out as torchvision
does it, without torch. Writes tests/fixtures/photos/preprocess-reference.json.

    python3 scripts/model/preprocess-reference.py      (Debian: apt-get install python3-pil python3-numpy)
"""
import json
import pathlib

import numpy as np
from PIL import Image

ROOT = pathlib.Path(__file__).resolve().parents[2]
PHOTO = ROOT / "tests/fixtures/photos/dahlia.jpg"
MEAN = np.array([0.485, 0.456, 0.406], dtype=np.float32)
STD = np.array([0.229, 0.224, 0.225], dtype=np.float32)
SHORT, CROP = 256, 224

img = Image.open(PHOTO).convert("RGB")
w, h = img.size
# torchvision.transforms.functional.resize: shorter side to SHORT, longer int(SHORT * long / short).
if w <= h:
    size = (SHORT, int(SHORT * h / w))
else:
    size = (int(SHORT * w / h), SHORT)
img = img.resize(size, Image.BILINEAR)
# center_crop: offsets rounded with Python's round().
left = int(round((size[0] - CROP) / 2.0))
top = int(round((size[1] - CROP) / 2.0))
img = img.crop((left, top, left + CROP, top + CROP))
x = (np.asarray(img, dtype=np.float32) / 255.0 - MEAN) / STD  # H, W, C
x = x.transpose(2, 0, 1)  # C, H, W
points = [[c, y, xx] for c in range(3) for y in (0, 37, 112, 150, 223) for xx in (0, 61, 112, 199, 223)]
out = {
    "photo": PHOTO.name,
    "resized": list(size),
    "crop": [left, top],
    "channelMeans": [float(x[c].mean()) for c in range(3)],
    "points": [[c, y, xx, float(x[c, y, xx])] for c, y, xx in points],
}
(ROOT / "tests/fixtures/photos/preprocess-reference.json").write_text(json.dumps(out, indent=1) + "\n")
print(out["resized"], out["crop"], out["channelMeans"])
