// The cohorts capability, part "enrolment": participants, waitlist, approval, invitations and the
// emails they send (issue 15, spec/cohorts.md §3 Participant, §4, §5 Participants, §8). Spread into ./fr.ts.

export const frCohortsEnrolment = {
  'cohorts.enrolment.selectAtLeastOne': 'Sélectionnez au moins un participant',
  'cohorts.enrolment.tooMany': 'Sélectionnez au plus 500 participants à la fois.',
  'cohorts.enrolment.invalidAction': 'Action inconnue : invite, approve, refuse ou remove.',
  'cohorts.enrolment.added': 'Participants ajoutés avec succès',
  'cohorts.enrolment.addFailed': "Erreur lors de l'ajout",
  'cohorts.enrolment.approved': 'Demandes approuvées.',
  'cohorts.enrolment.refused': 'Demandes refusées.',
  'cohorts.enrolment.removed': 'Participants retirés de la session.',
  'cohorts.enrolment.registrationClosed': 'Les inscriptions à cette session sont closes.',
  'cohorts.enrolment.notOpen': "Cette session n'est pas encore ouverte aux inscriptions.",
  'cohorts.enrolment.paymentRequired':
    'Cette session est payante : réservez votre place en passant par le paiement.',
  'cohorts.enrolment.invitationOnly': 'Cette session est accessible sur invitation uniquement.',
  'cohorts.enrolment.alreadyInCourse': 'Vous êtes déjà inscrit à cette formation dans une autre session.',
  'cohorts.enrolment.accessNotYet': 'Le contenu de cette session sera accessible à partir du {date}.',
  'cohorts.enrolment.accessEnded': 'Votre accès à cette session a pris fin le {date}.',
  'cohorts.enrolment.joinedActive': 'Vous êtes inscrit à la session.',
  'cohorts.enrolment.joinedPending': "Votre demande est en attente de validation par l'équipe.",
  'cohorts.enrolment.joinedWaitlisted':
    "La session est complète : vous êtes sur la liste d'attente (position {position}).",
  'cohorts.enrolment.notParticipant':
    "Cette personne n'est pas dans la liste des participants de la session.",
  'cohorts.enrolment.notPending': "Cette personne n'a pas de demande en attente.",
  'cohorts.enrolment.notStudent': "Cette personne n'est pas un étudiant de votre organisation.",
  'cohorts.enrolment.inAnotherCohort': 'Déjà inscrit à cette formation dans une autre session.',
  // Emails
  'cohorts.email.welcomeSubject': 'Bienvenue dans la session « {cohort} »',
  'cohorts.email.welcomeIntro': 'Votre inscription à la session « {cohort} » ({course}) est confirmée.',
  'cohorts.email.welcomeGroup': 'Rejoignez le groupe {channel} de la session : {link}',
  'cohorts.email.promotedSubject': 'Une place s’est libérée : vous êtes inscrit à « {cohort} »',
  'cohorts.email.promotedIntro':
    "Une place s'est libérée dans la session « {cohort} » ({course}) : vous quittez la liste d'attente, votre inscription est confirmée.",
  'cohorts.email.approvedSubject': 'Votre demande pour « {cohort} » est acceptée',
  'cohorts.email.approvedIntro':
    "Votre demande d'inscription à la session « {cohort} » ({course}) est acceptée.",
  'cohorts.email.approvedWaitlisted':
    "La session est complète pour le moment : vous êtes sur la liste d'attente et recevrez un email dès qu'une place se libère.",
  'cohorts.email.refusedSubject': 'Votre demande pour « {cohort} »',
  'cohorts.email.refusedIntro':
    "Votre demande d'inscription à la session « {cohort} » ({course}) n'a pas été retenue. Contactez l'équipe pour en savoir plus.",
  'cohorts.email.invitedSubject': 'Invitation à la session « {cohort} »',
  'cohorts.email.invitedIntro': 'Vous êtes invité(e) à rejoindre la session « {cohort} » ({course}).',
  'cohorts.email.invitedAccept': "Pour accepter l'invitation : {link}",
  'cohorts.email.invitedActivate':
    'Commencez par choisir votre mot de passe pour activer votre compte (lien valable {days} jours) : {link}',
  'cohorts.email.openCohort': 'Ouvrir la session : {link}',
  'cohorts.email.greeting': 'Bonjour {name},',
  'cohorts.email.greetingAnonymous': 'Bonjour,',
} as const;
