import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import type { PreparedImage } from '../../../lib/images';
import { EngineError, type EngineAnswer, type IdentifyEngine } from '../types';
import { msg } from '@shared/messages';

export interface OnnxConfig {
  /** A folder holding model.onnx, labels.json and (optionally) preprocess.json. */
  modelDir: string;
}

/** labels.json: one label per output class, a scientific name or an object. */
const LabelsSchema = z.array(
  z.union([
    z.string(),
    z.object({ scientificName: z.string(), commonName: z.string().optional(), family: z.string().optional() }),
  ]),
);

/**
 * preprocess.json: how the model was trained to see images. The defaults are torchvision's
 * ImageNet evaluation transform, which PlantNet-300K's checkpoints use: shorter side resized to
 * 256, centre crop 224, mean/std normalisation, NCHW float32.
 */
const PreprocessSchema = z.object({
  size: z.number().int().min(8).max(1024).default(224),
  /** The shorter side before the centre crop; default size × 256/224. */
  resize: z.number().int().min(8).max(2048).optional(),
  mean: z.tuple([z.number(), z.number(), z.number()]).default([0.485, 0.456, 0.406]),
  std: z.tuple([z.number(), z.number(), z.number()]).default([0.229, 0.224, 0.225]),
  /** Whether the model's output is logits (softmax applied here) or probabilities already. */
  output: z.enum(['logits', 'probabilities']).default('logits'),
  /** Below this top probability the answer is "closest match, not sure". */
  confidentAbove: z.number().min(0).max(1).default(0.5),
});

/** The few parts of onnxruntime-node we use (its types come with the optional package). */
interface OrtTensor {
  data: Float32Array | ArrayLike<number>;
  dims: readonly number[];
}
interface OrtSession {
  inputNames: readonly string[];
  outputNames: readonly string[];
  run(feeds: Record<string, OrtTensor>): Promise<Record<string, OrtTensor>>;
}
interface Ort {
  InferenceSession: { create(model: Uint8Array, options?: object): Promise<OrtSession> };
  Tensor: new (type: 'float32', data: Float32Array, dims: number[]) => OrtTensor;
}

export function softmax(values: ArrayLike<number>): number[] {
  const arr = Array.from(values);
  const max = Math.max(...arr);
  const exps = arr.map((v) => Math.exp(v - max));
  const sum = exps.reduce((s, v) => s + v, 0);
  return exps.map((v) => v / sum);
}

/** Python's round(): halves go to the even neighbour (torchvision's centre crop uses it). */
const roundHalfEven = (x: number) => (x % 1 === 0.5 && Math.floor(x) % 2 === 0 ? Math.floor(x) : Math.round(x));

export type Preprocess = { size: number; resize?: number | undefined; mean: readonly number[]; std: readonly number[] };

/**
 * RGB pixels → normalised float32 NCHW tensor data: the shorter side resized to `resize`
 * (bilinear, like torchvision), then the centre `size` × `size` crop (torchvision rounds the
 * crop's offset), then (v/255 − mean)/std per channel.
 */
export async function toNchw(image: Pick<PreparedImage, 'pixels' | 'width' | 'height'>, pre: Preprocess): Promise<Float32Array> {
  const short = Math.max(pre.size, pre.resize ?? Math.round((pre.size * 256) / 224));
  // torchvision: the shorter side becomes `short`, the longer int(short × long / short side).
  const portrait = image.height > image.width;
  const long = Math.floor((short * Math.max(image.width, image.height)) / Math.min(image.width, image.height));
  const [width, height] = portrait ? [short, long] : [long, short];
  let pipeline = sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 3 } });
  if (width !== image.width || height !== image.height) pipeline = pipeline.resize(width, height, { fit: 'fill', kernel: 'linear' });
  const { data } = await pipeline
    .extract({ left: roundHalfEven((width - pre.size) / 2), top: roundHalfEven((height - pre.size) / 2), width: pre.size, height: pre.size })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const plane = pre.size * pre.size;
  const out = new Float32Array(3 * plane);
  for (let p = 0; p < plane; p++) {
    for (let c = 0; c < 3; c++) out[c * plane + p] = (data[p * 3 + c]! / 255 - pre.mean[c]!) / pre.std[c]!;
  }
  return out;
}

/**
 * A local image classifier in ONNX format: fully offline once the operator has put a model and
 * its label map in ONNX_MODEL_DIR. onnxruntime-node is an optional package, imported only when
 * this engine is configured (it weighs ~110 MB); without it the engine reports itself unavailable
 * and the chain moves on.
 */
export function createOnnxEngine(config: OnnxConfig): IdentifyEngine {
  let loaded: Promise<{ ort: Ort; session: OrtSession; labels: z.infer<typeof LabelsSchema>; pre: z.infer<typeof PreprocessSchema> }> | undefined;

  const load = () =>
    (loaded ??= (async () => {
      let ort: Ort;
      try {
        ort = (await import(/* @vite-ignore */ 'onnxruntime-node' as string)) as Ort;
      } catch (err) {
        throw new EngineError('unavailable', 'onnx: onnxruntime-node is not installed (npm install --ignore-scripts onnxruntime-node)', { cause: err });
      }
      const read = (file: string) => readFile(path.join(config.modelDir, file));
      const [model, labelsJson, preJson] = await Promise.all([
        read('model.onnx'),
        read('labels.json'),
        read('preprocess.json').catch(() => Buffer.from('{}')),
      ]);
      const labels = LabelsSchema.parse(JSON.parse(labelsJson.toString('utf8')));
      const pre = PreprocessSchema.parse(JSON.parse(preJson.toString('utf8')));
      const session = await ort.InferenceSession.create(new Uint8Array(model), { executionProviders: ['cpu'] });
      return { ort, session, labels, pre };
    })().catch((err: unknown) => {
      loaded = undefined;
      throw err instanceof EngineError ? err : new EngineError('unavailable', `onnx: cannot load the model in ${config.modelDir}`, { cause: err });
    }));

  return {
    id: 'onnx',
    label: msg.identify.engines.onnx,
    offline: true,
    // The model's classes (labels.json alone: the model itself need not be loaded to count them).
    async species() {
      try {
        const labels = LabelsSchema.parse(JSON.parse((await readFile(path.join(config.modelDir, 'labels.json'))).toString('utf8')));
        return new Set(labels.map((label) => (typeof label === 'string' ? label : label.scientificName))).size;
      } catch {
        return null;
      }
    },
    async identify(image: PreparedImage): Promise<EngineAnswer> {
      const { ort, session, labels, pre } = await load();
      const input = new ort.Tensor('float32', await toNchw(image, pre), [1, 3, pre.size, pre.size]);
      const outputs = await session.run({ [session.inputNames[0]!]: input });
      const scores = outputs[session.outputNames[0]!]?.data;
      if (!scores || scores.length !== labels.length) {
        throw new EngineError('invalid-response', `onnx: the model gives ${scores?.length ?? 0} scores for ${labels.length} labels`);
      }
      const probs = pre.output === 'logits' ? softmax(scores) : Array.from(scores);
      const top = probs
        .map((p, i) => ({ p, i }))
        .sort((a, b) => b.p - a.p)
        .slice(0, 5);
      const candidates = top.map(({ p, i }) => {
        const label = labels[i]!;
        const scientificName = typeof label === 'string' ? label : label.scientificName;
        return {
          scientificName,
          commonNames: typeof label === 'string' || !label.commonName ? [] : [label.commonName],
          family: typeof label === 'string' ? null : (label.family ?? null),
          genus: scientificName.split(' ')[0] ?? null,
          score: p,
        };
      });
      return { kind: 'identified', candidates, confident: (top[0]?.p ?? 0) >= pre.confidentAbove };
    },
  };
}
