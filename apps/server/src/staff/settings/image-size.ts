/**
 * The width and height an image's header names, for the settings screen ("sized"): a PNG's IHDR, a
 * JPEG's first start-of-frame. Undefined when the header names none this reads; the image is then
 * shown without its size (whether it may be the logo or background is tenants' rule, tenantImageProblem).
 */
export interface ImageSize {
  width: number;
  height: number;
}

export function imageSize(data: Uint8Array): ImageSize | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  // PNG: signature (8), IHDR length (4), "IHDR" (4), width (4), height (4).
  if (data.byteLength >= 24 && data[0] === 0x89 && String.fromCharCode(...data.subarray(12, 16)) === 'IHDR') {
    return positive(view.getUint32(16), view.getUint32(20));
  }
  if (data.byteLength >= 4 && data[0] === 0xff && data[1] === 0xd8) {
    let at = 2;
    while (at + 9 < data.byteLength) {
      if (data[at] !== 0xff) return undefined;
      const marker = data[at + 1] as number;
      // Start of frame: C0-CF except C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return positive(view.getUint16(at + 7), view.getUint16(at + 5));
      }
      at += 2 + view.getUint16(at + 2);
    }
  }
  return undefined;
}

function positive(width: number, height: number): ImageSize | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined;
}
