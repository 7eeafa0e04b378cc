/**
 * A tiny ONNX image classifier, encoded by hand (protobuf wire format, onnx.proto field numbers):
 *
 *   image [1,3,S,S] → GlobalAveragePool → Flatten → MatMul(W [3,K]) → Add(B [K]) → logits [1,K]
 *
 * so its logits are a linear function of the photo's mean R, G and B (after normalisation). Enough
 * to prove that the ONNX engine preprocesses, runs a real model, applies softmax and ranks labels.
 */

const varint = (value: number | bigint): number[] => {
  let v = BigInt(value);
  const out: number[] = [];
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) byte |= 0x80;
    out.push(byte);
  } while (v > 0n);
  return out;
};
const key = (field: number, wire: number) => varint((field << 3) | wire);
const int = (field: number, value: number) => Buffer.from([...key(field, 0), ...varint(value)]);
const bytes = (field: number, data: Buffer | string) => {
  const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  return Buffer.concat([Buffer.from([...key(field, 2), ...varint(buf.length)]), buf]);
};
const msg = (field: number, ...parts: Buffer[]) => bytes(field, Buffer.concat(parts));

const FLOAT = 1;

function tensor(field: number, name: string, dims: number[], values: number[]) {
  const raw = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => raw.writeFloatLE(v, i * 4));
  return msg(field, ...dims.map((d) => int(1, d)), int(2, FLOAT), bytes(8, name), bytes(9, raw));
}

function valueInfo(field: number, name: string, dims: number[]) {
  const shape = msg(2, ...dims.map((d) => msg(1, int(1, d))));
  return msg(field, bytes(1, name), msg(2, msg(1, int(1, FLOAT), shape)));
}

const node = (op: string, inputs: string[], outputs: string[]) =>
  msg(1, ...inputs.map((i) => bytes(1, i)), ...outputs.map((o) => bytes(2, o)), bytes(3, `${op.toLowerCase()}_node`), bytes(4, op));

/**
 * @param weights  W as K rows of [r, g, b] weights, one row per label.
 * @param bias     B, one per label.
 */
export function linearColourClassifier(size: number, weights: [number, number, number][], bias: number[]): Buffer {
  const k = weights.length;
  // ONNX stores W as [3, K], row-major.
  const w = [0, 1, 2].flatMap((c) => weights.map((row) => row[c]!));
  const graph = Buffer.concat([
    node('GlobalAveragePool', ['image'], ['pooled']),
    node('Flatten', ['pooled'], ['flat']),
    node('MatMul', ['flat', 'W'], ['scores']),
    node('Add', ['scores', 'B'], ['logits']),
    bytes(2, 'colour_classifier'),
    tensor(5, 'W', [3, k], w),
    tensor(5, 'B', [k], bias),
    valueInfo(11, 'image', [1, 3, size, size]),
    valueInfo(12, 'logits', [1, k]),
  ]);
  return Buffer.concat([int(1, 8), bytes(2, 'nabta-tests'), msg(7, graph), msg(8, bytes(1, ''), int(2, 13))]);
}
