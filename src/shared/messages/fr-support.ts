import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The support page (/support, issue 10, docs/decisions/055): shown only by
// src/web/features/support. Import `t` from here there only.

export const frSupport = {
  'support.title': "Besoin d'aide ?",
  'support.subtitle': "L'équipe de {organization} vous répond par email, par téléphone ou sur WhatsApp.",
  'support.subtitleGeneric': 'Notre équipe vous répond par email, par téléphone ou sur WhatsApp.',
  'support.contactTitle': 'Nous contacter',
  'support.email': 'Email',
  'support.phone': 'Téléphone',
  'support.whatsapp': 'WhatsApp',
  'support.whatsappAction': 'Écrire sur WhatsApp',
  'support.loadingContacts': 'Chargement des contacts...',
  'support.contactsError': 'Les contacts ne sont pas disponibles pour le moment.',
  'support.giveTitle': 'Ce qu’il faut nous donner',
  'support.giveIntro':
    'Pour un problème de paiement, ces éléments nous permettent de le retrouver tout de suite :',
  'support.referenceLabel': 'Référence du paiement',
  'support.referenceHint':
    'Elle figure sur la page de résultat du paiement (elle commence souvent par JNG-). Les liens ci-dessus la reprennent.',
  'support.give.operator':
    'l’opérateur utilisé (Wave, Orange Money, Free Money…) et le numéro de téléphone débité ;',
  'support.give.course': 'le nom de la formation et le plan choisi (paiement unique, en plusieurs fois…) ;',
  'support.give.when': 'la date et l’heure du paiement, et si possible une capture du SMS de confirmation.',
  'support.messageSubject': 'Demande d’aide',
  'support.messageSubjectWithRef': 'Paiement {ref}',
  'support.messageBody': 'Bonjour, j’ai besoin d’aide.',
  'support.messageBodyWithRef': 'Bonjour, j’ai besoin d’aide pour le paiement de référence {ref}.',
  'support.faqTitle': 'Questions fréquentes sur le paiement mobile',
  'support.faq.debitedQ': 'J’ai été débité mais je ne suis pas inscrit',
  'support.faq.debitedA1':
    'La confirmation de l’opérateur arrive parfois avec quelques minutes de retard. La plateforme la redemande elle-même à l’opérateur : votre inscription apparaît dans « Mes formations » dès qu’elle est confirmée, sans rien refaire.',
  'support.faq.debitedA2':
    'Un paiement encaissé n’est jamais perdu : soit il vous inscrit, soit il vous est remboursé. Si rien n’a bougé au bout d’une heure, contactez-nous avec la référence du paiement.',
  'support.faq.debitedA3': 'Ne payez pas une seconde fois en attendant.',
  'support.faq.pendingQ': 'Mon paiement est « en attente »',
  'support.faq.pendingA1':
    'Il attend votre validation sur votre téléphone : confirmez l’opération dans l’application de votre opérateur ou avec le code reçu par SMS, puis revenez sur la page du paiement et touchez « Actualiser ».',
  'support.faq.pendingA2':
    'Un paiement jamais validé est annulé au bout de {hours} heures ; rien n’est débité et vous pouvez recommencer depuis la page de la formation.',
  'support.faq.installmentsQ': 'Comment fonctionne le paiement en plusieurs fois ?',
  'support.faq.installmentsA1':
    'La première échéance vous donne accès à toute la formation. Les suivantes, avec leur montant et leur date, sont sur votre page d’accueil et sur la page du cours, avec le bouton « Payer la prochaine échéance ».',
  'support.faq.installmentsA2':
    'Une échéance non réglée laisse l’accès ouvert {days} jours après sa date ; au-delà, les leçons sont suspendues jusqu’au paiement. Votre progression est conservée.',
  'support.faq.refundQ': 'Puis-je être remboursé ?',
  'support.faq.refundA1':
    'Un paiement encaissé qui n’a pas pu vous inscrire (session complète, paiement en double) est signalé à l’équipe, qui vous le rembourse sans que vous ayez à le demander.',
  'support.faq.refundA2':
    'Pour toute autre demande, écrivez-nous avec la référence du paiement. Le remboursement est fait sur le numéro mobile money qui a payé.',

  // A key already in another catalogue would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in WebMessageKey | MessageKey]?: never };

export type SupportMessageKey = WebMessageKey | keyof typeof frSupport;

export const t = createTranslator<SupportMessageKey>({ ...frWeb, ...frSupport });
