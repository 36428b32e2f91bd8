// The landing page's background clip (public/media/hero-traffic.*), made here rather than filmed or
// bought: a night road's traffic as soft lights. Not part of the build; to make it again (ffmpeg needed):
//   node scripts/hero-video-frames.mjs | ffmpeg -f rawvideo -pix_fmt rgb24 -s 640x360 -r 24 -i - \
//     -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -an -pix_fmt yuv420p public/media/hero-traffic.webm
//   (the same frames with -c:v libx264 -profile:v main -crf 30 -movflags +faststart for hero-traffic.mp4;
//   the poster is the first frame: ffmpeg -i hero-traffic.webm -frames:v 1 poster.png, then cwebp -q 70)
// Writes raw RGB frames of a night road's traffic as soft bokeh lights over a navy gradient to stdout;
// every motion is a whole number of laps in P seconds, so the clip loops without a seam.
const W = 640,
  H = 360,
  P = 8,
  FPS = 24,
  M = 80,
  span = W + 2 * M;
let seed = 7;
const rnd = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const rows = [
  [0.6, 5, 1, 1, [255, 120, 40], 7, 150],
  [0.64, 8, 1, -1, [255, 236, 200], 6, 170],
  [0.72, 13, 2, 1, [253, 154, 39], 5, 170],
  [0.82, 20, 2, -1, [220, 230, 255], 4, 150],
  [0.3, 30, 1, 1, [90, 126, 191], 3, 90],
];
const lights = [];
for (const [y, r, laps, dir, col, n, a] of rows)
  for (let i = 0; i < n; i++)
    lights.push({
      y: y * H + (rnd() - 0.5) * 10,
      r: r * (0.7 + rnd() * 0.6),
      laps,
      dir,
      col,
      x0: rnd() * span,
      a: a * (0.6 + rnd() * 0.4),
    });
const frame = new Float32Array(W * H * 3);
const out = Buffer.alloc(W * H * 3);
for (let f = 0; f < P * FPS; f++) {
  const t = f / FPS;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3,
        k = y / H;
      frame[i] = 11 + 8 * k;
      frame[i + 1] = 31 + 16 * k;
      frame[i + 2] = 58 + 28 * k;
    }
  for (const l of lights) {
    const cx = ((((l.x0 + (l.dir * l.laps * span * t) / P) % span) + span) % span) - M;
    const R = Math.ceil(l.r * 3);
    for (let y = Math.max(0, Math.floor(l.y - R)); y < Math.min(H, l.y + R); y++)
      for (let x = Math.max(0, Math.floor(cx - R)); x < Math.min(W, cx + R); x++) {
        const g = (l.a * Math.exp(-((x - cx) ** 2 + (y - l.y) ** 2) / (2 * l.r * l.r))) / 255;
        const i = (y * W + x) * 3;
        frame[i] += g * l.col[0];
        frame[i + 1] += g * l.col[1];
        frame[i + 2] += g * l.col[2];
      }
  }
  for (let i = 0; i < frame.length; i++) out[i] = Math.min(255, frame[i]);
  process.stdout.write(Buffer.from(out));
}
