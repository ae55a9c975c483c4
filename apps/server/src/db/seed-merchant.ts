import type { Tx } from './client.js';
import { audits, merchantApplications, merchantProfiles, users } from './schema.js';

/** The demo applicant of a business registration waiting for the auditor (log in by SMS: codes are in the server log). */
export const MERCHANT_DEMO_APPLICANT = { mobile: '13800000008', name: '车行老板老周' };

/**
 * Demo business registration (docs/merchant.md): the demo business gets its merchant profile (an offline exhibition
 * organiser with a credit code, so /business-register/enterprise-retrieve finds it by code too), and a car dealer's
 * application waits for the auditor (a pending merchant audit). `licenceImage` is a local SVG under the web app's
 * static folder (public/merchant/business-licence.svg), marked as a sample.
 */
export async function seedMerchant(tx: Tx, demo: { businessId: number }, licenceImage: string) {
  const day = 86400_000;
  const now = Date.now();
  await tx.insert(merchantProfiles).values({
    businessId: demo.businessId,
    shopKind: 11,
    tags: ['展会主办方', '活动策划'],
    creditCode: '91500103MA61KC8X2U',
    legalPerson: '李明远',
    address: '重庆市渝北区悦来大道66号国际博览中心',
    contactName: '商家老李',
    contactMobile: '13800000002',
    licenceImage,
  });
  const [applicant] = await tx
    .insert(users)
    .values({
      mobile: MERCHANT_DEMO_APPLICANT.mobile,
      username: MERCHANT_DEMO_APPLICANT.name,
      nickname: MERCHANT_DEMO_APPLICANT.name,
    })
    .returning({ id: users.id });
  const at = new Date(now - day);
  const [application] = await tx
    .insert(merchantApplications)
    .values({
      userId: applicant!.id,
      state: 'pending',
      shopKind: 11,
      tags: ['汽车经销商', '二手车商'],
      name: '重庆渝北鑫驰汽车销售有限公司',
      creditCode: '91500112MA60QR7H43',
      legalPerson: '周建华',
      address: '重庆市渝北区龙溪街道松石北路168号',
      contactName: '周建华',
      contactMobile: MERCHANT_DEMO_APPLICANT.mobile,
      licenceImage,
      applicantName: '周建华',
      applicantIdMasked: '500112**********18',
      verifiedAt: at,
      submittedAt: at,
      createdAt: new Date(now - 2 * day),
      updatedAt: at,
    })
    .returning({ id: merchantApplications.id });
  await tx.insert(audits).values({
    businessId: null,
    type: 'merchant',
    targetId: application!.id,
    title: '重庆渝北鑫驰汽车销售有限公司',
    submittedBy: applicant!.id,
    createdAt: at,
  });
}
