// The emails a learner receives (issue 10, docs/decisions/048–050): subjects, texts and labels.
// Built by src/shared/notifications/notification-emails.ts; spread into the server catalogue (./fr.ts).

export const frNotifications = {
  'notification.greeting': 'Bonjour {name},',
  'notification.greetingAnonymous': 'Bonjour,',
  'notification.signature': "L'équipe Jàng",
  'notification.footer':
    'Vous recevez cet email parce que vous êtes inscrit sur Jàng. Une question ? Répondez à cet email ou écrivez au support en indiquant votre référence de paiement.',
  'notification.linkFallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',

  'notification.plan.oneTime': 'Paiement unique',
  'notification.plan.installments': 'Paiement en plusieurs fois',
  'notification.plan.subscription': 'Abonnement mensuel',
  'notification.plan.registrationMonthly': 'Inscription + mensualités',

  'notification.receipt.subject': 'Reçu de paiement — {course}',
  'notification.receipt.title': 'Paiement reçu',
  'notification.receipt.intro':
    'Nous avons bien reçu votre paiement pour la formation « {course} ». Voici votre reçu.',
  'notification.receipt.course': 'Formation',
  'notification.receipt.cohort': 'Session',
  'notification.receipt.plan': 'Formule',
  'notification.receipt.installment': 'Versement',
  'notification.receipt.installmentValue': '{number} sur {total}',
  'notification.receipt.amount': 'Montant payé',
  'notification.receipt.reference': 'Référence',
  'notification.receipt.date': 'Date',
  'notification.receipt.next': 'Prochaine échéance : {amount} à régler au plus tard le {date}.',
  'notification.receipt.remaining': 'Reste à payer après ce versement : {amount}.',
  'notification.receipt.paidInFull': 'Votre formation est entièrement réglée.',
  'notification.receipt.keep':
    'Conservez cet email : la référence {reference} vous sera demandée en cas de question sur ce paiement.',
  'notification.receipt.action': 'Accéder à ma formation',

  'notification.installment.number': 'Versement',
  'notification.installment.amount': 'Montant',
  'notification.installment.dueDate': 'Date limite',
  'notification.installment.course': 'Formation',
  'notification.installment.action': 'Régler mon échéance',

  'notification.reminder.subject': 'Rappel : échéance de {amount} le {date}',
  'notification.reminder.title': 'Votre prochaine échéance approche',
  'notification.reminder.intro':
    'Le versement {number} sur {total} de votre formation « {course} », soit {amount}, est à régler au plus tard le {date}.',
  'notification.reminder.advice':
    'Réglez-le par mobile money depuis la page de paiement de la formation pour garder votre accès sans interruption.',

  'notification.overdue.subject': 'Échéance en retard — {course}',
  'notification.overdue.title': 'Votre échéance est en retard',
  'notification.overdue.intro':
    "L'échéance de {amount} prévue le {date} pour la formation « {course} » n'est pas réglée.",
  'notification.overdue.grace':
    "Votre accès reste ouvert jusqu'au {date} : réglez-la avant cette date pour ne pas le perdre.",

  'notification.suspended.subject': 'Accès suspendu — {course}',
  'notification.suspended.title': 'Votre accès est suspendu',
  'notification.suspended.intro':
    "Votre accès à la formation « {course} » est suspendu : l'échéance de {amount} prévue le {date} n'est pas réglée.",
  'notification.suspended.restore':
    "Réglez-la depuis la page de paiement de la formation pour retrouver l'accès. Votre progression est conservée.",

  'notification.graded.subject': 'Exercice corrigé : {exercise}',
  'notification.graded.title': 'Votre exercice a été corrigé',
  'notification.graded.intro':
    'Votre formateur a corrigé votre exercice « {exercise} » de la formation « {course} ».',
  'notification.regraded.subject': 'Note modifiée : {exercise}',
  'notification.regraded.title': 'Votre correction a été modifiée',
  'notification.regraded.intro':
    'Votre formateur a modifié la correction de votre exercice « {exercise} » de la formation « {course} ». Voici la correction à jour.',
  'notification.graded.score': 'Note',
  'notification.graded.scoreValue': '{score} / {max}',
  'notification.graded.feedback': 'Commentaire du formateur',
  'notification.graded.noFeedback': 'Aucun commentaire.',
  'notification.graded.action': 'Voir la correction',

  'dev.outboxHtmlNotFound': "Cet email n'a pas de version HTML.",
  'notification.config.reminderDaysInvalid':
    'INSTALLMENT_REMINDER_DAYS doit être un nombre entier de jours entre 1 et {max} (valeur reçue : « {value} »).',
} as const satisfies Record<string, string>;

export type NotificationMessageKey = keyof typeof frNotifications;
