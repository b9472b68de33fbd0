#!/usr/bin/env node
/**
 * Sign-in latency under image load (issue 12 §2): image decoding and password hashing share
 * libuv's thread pool. Measures sequential sign-ins (argon2id verify each) alone, then while
 * `uploaders` clients create kits with one large, allowed photo each, in a loop.
 * Runs on PGlite, or on PostgreSQL when DATABASE_URL is set (a fresh database is created).
 *   node bench/image-load.mjs [uploaders=4] [signins=40] [megapixels=24]
 */
import os from 'node:os';
import sharp from 'sharp';
import { startServer } from './start-server.mjs';

const uploaders = Number(process.argv[2] ?? 4);
const signins = Number(process.argv[3] ?? 40);
const megapixels = Number(process.argv[4] ?? 24);
const CREDENTIALS = { email: 'member@chogundam.vn', password: 'ChoGundam@2026' };

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(0)} ms, p95 ${pct(s, 95).toFixed(0)} ms, max ${s[s.length - 1].toFixed(0)} ms (${s.length} sign-ins)`;
};

/** A photo-like JPEG: smooth colour blobs (noise enlarged), so it compresses like a real photo. */
async function largePhoto() {
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 3) / 2));
  const height = Math.round((width * 2) / 3);
  const small = await sharp({
    create: { width: 300, height: 200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
  const data = await sharp(small).resize(width, height, { kernel: 'cubic' }).jpeg({ quality: 88 }).toBuffer();
  return { data, width, height };
}

function kitForm(photo, i) {
  const form = new FormData();
  const fields = {
    name: `MG 1/100 Strike Freedom Gundam bench ${i}`,
    grade_code: 'MG',
    series: 'Mobile Suit Gundam SEED Destiny',
    scale: '1/100',
    condition: 'new',
    weight_grams: '1200',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('primary_image', new Blob([photo], { type: 'image/jpeg' }), 'anh.jpg');
  return form;
}

async function signIn(url) {
  const t0 = performance.now();
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CREDENTIALS),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`sign-in ${res.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - t0, body };
}

const photo = await largePhoto();
const server = await startServer();
try {
  const { body: me } = await signIn(server.url);
  const createUrl = `${server.url}/api/v1/users/${me.user.id}/gundams`;
  const upload = async (i) => {
    const t0 = performance.now();
    const res = await fetch(createUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.access_token}` },
      body: kitForm(photo.data, i),
    });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`kit upload ${res.status}: ${text}`);
    return performance.now() - t0;
  };
  await upload(0); // warm-up, and proof that the form is accepted

  for (let i = 0; i < 5; i++) await signIn(server.url); // warm-up
  const alone = [];
  for (let i = 0; i < signins; i++) alone.push((await signIn(server.url)).ms);

  let stop = false;
  let n = 0;
  const uploadMs = [];
  let firstDone;
  const firstUpload = new Promise((r) => (firstDone = r));
  const loops = Array.from({ length: uploaders }, async () => {
    while (!stop) {
      uploadMs.push(await upload(++n));
      firstDone();
    }
  });
  await firstUpload; // the queue is full from here on
  const doneBefore = uploadMs.length;
  const t0 = performance.now();
  const loaded = [];
  for (let i = 0; i < signins; i++) loaded.push((await signIn(server.url)).ms);
  const window = (performance.now() - t0) / 1000;
  const doneDuring = uploadMs.length - doneBefore;
  stop = true;
  await Promise.all(loops);

  const mb = (photo.data.length / 1024 / 1024).toFixed(1);
  console.log(
    `image load on ${server.database}, ${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`sign-in alone:                 ${summary(alone)}`);
  console.log(`sign-in during ${uploaders} uploaders:   ${summary(loaded)}`);
  console.log(
    `uploads: ${uploadMs.length} kits with one ${photo.width}×${photo.height} JPEG (${mb} MB), ${summary(uploadMs).replace('sign-ins', 'uploads')}; ` +
      `${(doneDuring / window).toFixed(2)} uploads/s while the sign-ins ran (${doneDuring} in ${window.toFixed(1)} s)`,
  );
} finally {
  await server.stop();
}
