import sharp from 'sharp';
import { idNumberCheckChar, uploadSign, type CallQuery, type realNameSave } from '@kc/shared';
import type { TestApp } from './test-app.js';

/** Real-name fixtures (docs/identity.md), shared by the real-name tests and the access matrix. */

/** A valid 18-character ID number (born 1990-01-01 in Chongqing's 渝中区), one per `seq` (0–999). */
export const idNumberOf = (seq: number): string => {
  const first17 = `50010119900101${String(seq).padStart(3, '0')}`;
  return first17 + idNumberCheckChar(first17);
};

/** One small PNG uploaded through the signed upload by the holder of `token`; its URL (/uploads/<uid>/<uuid>.png). */
export async function uploadPhoto(t: TestApp, token: string, colour = '#3366cc'): Promise<string> {
  const signed = await t.call(uploadSign, { filename: 'id.png', content_type: 'image/png' }, { token });
  if (signed.code !== 0) throw new Error(`upload sign: ${signed.message}`);
  const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const res = await t.app.inject({
    method: 'PUT',
    url: signed.data.upload_url,
    headers: { 'content-type': 'image/png' },
    payload: png,
  });
  if (res.statusCode !== 200 || res.json<{ code: number }>().code !== 0) throw new Error(`upload: ${res.body}`);
  return signed.data.url;
}

/** A manual application's query with the ID card's two photos already uploaded by the caller. */
export async function manualApplication(
  t: TestApp,
  token: string,
  over: Partial<CallQuery<typeof realNameSave>> = {},
): Promise<CallQuery<typeof realNameSave>> {
  return {
    name: '张三丰',
    id_number: idNumberOf(1),
    method: 'manual',
    consent: true,
    front_image: await uploadPhoto(t, token, '#3366cc'),
    back_image: await uploadPhoto(t, token, '#cc6633'),
    ...over,
  };
}
