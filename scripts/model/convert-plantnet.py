"""Converts a PlantNet-300K ResNet18 checkpoint into what the ONNX engine loads (ONNX_MODEL_DIR):
model.onnx, labels.json (one scientific name per output class) and preprocess.json.

For an owner with internet and Python 3 (pip install torch torchvision onnx):

    npm run model:convert -- --checkpoint resnet18_weights_best_acc.tar \\
        --names plantnet300K_species_id_2_name.json [--class-map class_idx_to_species_id.json] [--out models/plantnet300k]

The checkpoint and the two JSON files come with the PlantNet-300K dataset and its models (Garcin et
al., NeurIPS 2021 datasets track; published on Zenodo, record 4726653, and github.com/plantnet/PlantNet-300K).
Without --class-map, class i is the i-th species id in sorted order, as torchvision's ImageFolder
numbers the dataset's folders.
"""
import argparse
import json
import pathlib

import torch
import torchvision

parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
parser.add_argument("--checkpoint", required=True, type=pathlib.Path)
parser.add_argument("--names", required=True, type=pathlib.Path, help="species id → scientific name (JSON)")
parser.add_argument("--class-map", type=pathlib.Path, help="class index → species id (JSON)")
parser.add_argument("--out", type=pathlib.Path, default=pathlib.Path("models/plantnet300k"))
args = parser.parse_args()

names = json.loads(args.names.read_text())
if args.class_map:
    class_map = json.loads(args.class_map.read_text())
    species_ids = [class_map[str(i)] for i in range(len(class_map))]
else:
    species_ids = sorted(names)

model = torchvision.models.resnet18(num_classes=len(species_ids))
state = torch.load(args.checkpoint, map_location="cpu")
model.load_state_dict(state.get("model", state))
model.eval()

args.out.mkdir(parents=True, exist_ok=True)
torch.onnx.export(
    model,
    torch.zeros(1, 3, 224, 224),
    args.out / "model.onnx",
    input_names=["image"],
    output_names=["logits"],
    dynamic_axes={"image": {0: "batch"}, "logits": {0: "batch"}},
    opset_version=13,
)
# Scientific names without the author ("Aloe vera (L.) Burm.f." → "Aloe vera"): the engine and the
# species knowledge base match on the binomial.
labels = [" ".join(names[str(sid)].split()[:2]) for sid in species_ids]
(args.out / "labels.json").write_text(json.dumps(labels, ensure_ascii=False, indent=0) + "\n")
# The checkpoint's evaluation transform: Resize(256), CenterCrop(224), ImageNet mean/std, logits out.
preprocess = {"size": 224, "resize": 256, "mean": [0.485, 0.456, 0.406], "std": [0.229, 0.224, 0.225], "output": "logits", "confidentAbove": 0.5}
(args.out / "preprocess.json").write_text(json.dumps(preprocess, indent=2) + "\n")
print(f"wrote {args.out}/model.onnx, labels.json ({len(labels)} species), preprocess.json — set ONNX_MODEL_DIR={args.out}")
