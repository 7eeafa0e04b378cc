import { describe, expect, it } from 'vitest';
import { fitWithin, isImageFile, UPLOAD_MAX_SIDE } from './downscale';

describe('fitWithin', () => {
  it('scales a 12 MP photo down to the upload size, keeping its shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: UPLOAD_MAX_SIDE, height: 960 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 960, height: UPLOAD_MAX_SIDE });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

describe('isImageFile', () => {
  it('accepts images only', () => {
    expect(isImageFile(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.heic', { type: 'image/heic' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(false);
    expect(isImageFile(new File(['x'], 'photo.jpg', { type: '' }))).toBe(false);
  });
});
