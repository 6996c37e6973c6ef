// The live sessions of a cohort, server side (issue 15, spec/cohorts.md §5, §8): the contract's
// messages, the refusals of the routes, the reminder emails and the calendar's words. Spread into ./fr.ts.

export const frCohortsSessions = {
  'cohortSessions.tooLong': 'Ce texte doit contenir au plus {max} caractères.',
  'cohortSessions.dateInvalid': 'La date de la séance est invalide (format attendu : AAAA-MM-JJ).',
  'cohortSessions.startTimeInvalid':
    "L'heure de début est invalide (format attendu : HH:MM, de 00:00 à 23:59).",
  'cohortSessions.endTimeInvalid': "L'heure de fin est invalide (format attendu : HH:MM, de 00:00 à 23:59).",
  'cohortSessions.endBeforeStart': "L'heure de fin doit être après l'heure de début.",
  'cohortSessions.meetingUrlInvalid': "L'URL est invalide",
  'cohortSessions.recordingUrlInvalid': "L'URL de l'enregistrement est invalide",
  'cohortSessions.tooManyLinks': 'Une séance a au plus {max} liens.',
  'cohortSessions.statusInvalid': 'Le filtre doit être « upcoming » ou « past ».',
  'cohortSessions.notFound': 'Cette séance est introuvable.',
  'cohortSessions.readOnly': 'Cette section est en lecture seule car la session est clôturée.',
  'cohortSessions.feedNotFound': 'Ce calendrier est introuvable : le lien a peut-être été révoqué.',

  // The calendar (.ics)
  'cohortSessions.ics.calendarName': 'Jàng — mon calendrier',
  'cohortSessions.ics.deadline': 'À rendre : {title} ({cohort})',
  'cohortSessions.ics.installment': '{title} : {amount} — {course}',
  'cohortSessions.ics.summary': '{title} ({cohort})',
  'cohortSessions.ics.join': 'Rejoindre : {url}',
  'cohortSessions.ics.recording': 'Enregistrement : {url}',
  'cohortSessions.ics.page': 'Page de la session : {url}',

  // Reminder emails
  'cohortSessions.reminder.day.subject': 'Rappel : « {title} » demain à {time}',
  'cohortSessions.reminder.hour.subject': 'Rappel : « {title} » commence à {time}',
  'cohortSessions.reminder.day.title': 'Votre session live a lieu demain',
  'cohortSessions.reminder.hour.title': 'Votre session live commence dans une heure',
  'cohortSessions.reminder.intro':
    'La séance « {title} » de la session « {cohort} » a lieu le {date} de {start} à {end} (heure de Dakar).',
  'cohortSessions.reminder.joinIntro': 'Le bouton « Rejoindre » s’ouvre 15 minutes avant le début.',
  'cohortSessions.reminder.when': 'Date',
  'cohortSessions.reminder.link': 'Lien de la réunion',
  'cohortSessions.reminder.action': 'Voir mes sessions live',
} as const;
