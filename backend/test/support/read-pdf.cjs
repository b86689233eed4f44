// Reads a PDF the way a person and a bank app would: its text, and the QR code on page 1
// decoded from the rendered page. A plain Node process, because pdf.js loads its worker with a
// dynamic import, which jest's module sandbox refuses. Usage: node read-pdf.cjs <file.pdf>
const { readFileSync } = require('node:fs');
const { createCanvas, loadImage } = require('@napi-rs/canvas');
const jsQR = require('jsqr');
const { PDFParse } = require('pdf-parse');

async function main() {
  const data = new Uint8Array(readFileSync(process.argv[2]));
  const parser = new PDFParse({ data });
  const { text } = await parser.getText();
  const shot = await parser.getScreenshot({ scale: 2, partial: [1] });
  await parser.destroy();
  const image = await loadImage(Buffer.from(shot.pages[0].data));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height);
  const qr = jsQR(new Uint8ClampedArray(pixels.data), image.width, image.height);
  if (process.argv[3]) require('node:fs').writeFileSync(process.argv[3], Buffer.from(shot.pages[0].data));
  process.stdout.write(JSON.stringify({ text, qr: qr ? qr.data : null }));
}

main().catch((error) => {
  process.stderr.write(String(error && error.stack ? error.stack : error));
  process.exit(1);
});
