import type { ClaimLanguage } from './claim-language.ts';

/**
 * The e-mails a claimant receives, in each of the web app's languages (issue 44: a factory manager
 * who reads no English follows the claim to its end). `{name}` is a value filled in by `fill`;
 * the staff's reason and message are sent as they typed them. English is the spec's text.
 * claim-mail-texts.test.ts holds every language to English's keys and placeholders.
 */
export interface ClaimMailTexts {
  approvedSubject: string;
  deniedSubject: string;
  revokedSubject: string;
  /** Followed by the link to the claimed profile's editor. */
  approvedBody: string;
  deniedBody: string;
  revokedBody: string;
  reason: string;
  messageSubject: string;
  /** Followed by a blank line and the staff's message. */
  messageIntro: string;
}

export const CLAIM_MAIL_TEXTS: Record<ClaimLanguage, ClaimMailTexts> = {
  en: {
    approvedSubject: 'Your {product} claim of {facility} was approved',
    deniedSubject: 'Your {product} claim of {facility} was denied',
    revokedSubject: 'Your {product} claim of {facility} was revoked',
    approvedBody: 'Your claim of {facility} ({link}) has been approved. You can now edit its profile here:',
    deniedBody: 'Your claim of {facility} ({link}) has been denied.',
    revokedBody: 'Your claim of {facility} ({link}) has been revoked.',
    reason: 'Reason: {reason}',
    messageSubject: 'A message about your {product} claim of {facility}',
    messageIntro: 'About your claim of {facility} ({link}):',
  },
  bn: {
    approvedSubject: '{product}: {facility} কারখানার জন্য আপনার দাবি অনুমোদন করা হয়েছে',
    deniedSubject: '{product}: {facility} কারখানার জন্য আপনার দাবি প্রত্যাখ্যান করা হয়েছে',
    revokedSubject: '{product}: {facility} কারখানার জন্য আপনার দাবির অনুমোদন প্রত্যাহার করা হয়েছে',
    approvedBody:
      '{facility} ({link}) কারখানার জন্য আপনার দাবি অনুমোদন করা হয়েছে। এখন আপনি এখানে এর প্রোফাইল বদলাতে পারবেন:',
    deniedBody: '{facility} ({link}) কারখানার জন্য আপনার দাবি প্রত্যাখ্যান করা হয়েছে।',
    revokedBody: '{facility} ({link}) কারখানার জন্য আপনার দাবির অনুমোদন প্রত্যাহার করা হয়েছে।',
    reason: 'কারণ: {reason}',
    messageSubject: '{product}: {facility} কারখানার জন্য আপনার দাবি নিয়ে একটি বার্তা',
    messageIntro: '{facility} ({link}) কারখানার জন্য আপনার দাবি সম্পর্কে:',
  },
  'zh-Hans': {
    approvedSubject: '您在 {product} 上对 {facility} 的认领已获批准',
    deniedSubject: '您在 {product} 上对 {facility} 的认领未获批准',
    revokedSubject: '您在 {product} 上对 {facility} 的认领已被撤销',
    approvedBody: '您对 {facility}（{link}）的认领已获批准。您现在可以在这里编辑它的资料：',
    deniedBody: '您对 {facility}（{link}）的认领未获批准。',
    revokedBody: '您对 {facility}（{link}）的认领已被撤销。',
    reason: '原因：{reason}',
    messageSubject: '关于您在 {product} 上对 {facility} 的认领的消息',
    messageIntro: '关于您对 {facility}（{link}）的认领：',
  },
  hi: {
    approvedSubject: '{product} पर {facility} के लिए आपका दावा स्वीकार कर लिया गया है',
    deniedSubject: '{product} पर {facility} के लिए आपका दावा अस्वीकार कर दिया गया है',
    revokedSubject: '{product} पर {facility} के लिए आपके दावे की स्वीकृति वापस ले ली गई है',
    approvedBody: '{facility} ({link}) के लिए आपका दावा स्वीकार कर लिया गया है। अब आप यहाँ इसकी प्रोफ़ाइल में बदलाव कर सकते हैं:',
    deniedBody: '{facility} ({link}) के लिए आपका दावा अस्वीकार कर दिया गया है।',
    revokedBody: '{facility} ({link}) के लिए आपके दावे की स्वीकृति वापस ले ली गई है।',
    reason: 'कारण: {reason}',
    messageSubject: '{product} पर {facility} के लिए आपके दावे के बारे में एक संदेश',
    messageIntro: '{facility} ({link}) के लिए आपके दावे के बारे में:',
  },
  pt: {
    approvedSubject: 'A sua reivindicação de {facility} no {product} foi aprovada',
    deniedSubject: 'A sua reivindicação de {facility} no {product} foi recusada',
    revokedSubject: 'A sua reivindicação de {facility} no {product} foi revogada',
    approvedBody:
      'A sua reivindicação de {facility} ({link}) foi aprovada. Agora você pode editar o perfil da instalação aqui:',
    deniedBody: 'A sua reivindicação de {facility} ({link}) foi recusada.',
    revokedBody: 'A sua reivindicação de {facility} ({link}) foi revogada.',
    reason: 'Motivo: {reason}',
    messageSubject: 'Uma mensagem sobre a sua reivindicação de {facility} no {product}',
    messageIntro: 'Sobre a sua reivindicação de {facility} ({link}):',
  },
  tr: {
    approvedSubject: '{product} üzerindeki {facility} sahiplenme talebiniz onaylandı',
    deniedSubject: '{product} üzerindeki {facility} sahiplenme talebiniz reddedildi',
    revokedSubject: '{product} üzerindeki {facility} sahiplenme talebinizin onayı geri alındı',
    approvedBody:
      '{facility} ({link}) için sahiplenme talebiniz onaylandı. Artık tesisin profilini buradan düzenleyebilirsiniz:',
    deniedBody: '{facility} ({link}) için sahiplenme talebiniz reddedildi.',
    revokedBody: '{facility} ({link}) için sahiplenme talebinizin onayı geri alındı.',
    reason: 'Gerekçe: {reason}',
    messageSubject: '{product} üzerindeki {facility} sahiplenme talebiniz hakkında bir mesaj',
    messageIntro: '{facility} ({link}) için sahiplenme talebiniz hakkında:',
  },
};

/** A text with its `{name}`s filled in (a value is inserted as it is, never read as a placeholder). */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export const claimMailTexts = (language: string): ClaimMailTexts =>
  CLAIM_MAIL_TEXTS[language as ClaimLanguage] ?? CLAIM_MAIL_TEXTS.en;
