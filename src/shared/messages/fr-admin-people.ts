// The admin's people pages, server side (issue 18 "Admin"): the contracts' field messages (shared with
// the web forms), the refusals of role and status changes, the learners' CSV import errors and the
// instructor profiles. Spread into ./fr.ts; the web screens' own words are in ./fr-admin-people-web.ts.

export const frAdminPeople = {
  // Users list
  'admin.people.searchTooLong': 'La recherche ne doit pas dépasser {max} caractères',
  'admin.people.roleInvalid': 'Rôle invalide',
  'admin.people.statusInvalid': 'Statut invalide',
  'admin.people.pageInvalid': 'La page doit être un nombre entier entre 1 et {max}',
  'admin.people.limitInvalid': 'La taille de page doit être un nombre entier entre 1 et {max}',
  'admin.people.userNotFound': 'Profil non trouvé',
  // Roles
  'admin.people.rolesRequired': 'Choisissez au moins un rôle',
  'admin.people.rolesTooMany': 'Au plus {max} rôles',
  'admin.people.lastAdmin':
    "Impossible : c'est le dernier administrateur actif de l'organisation. Nommez d'abord un autre administrateur.",
  'admin.people.superadminUntouchable':
    "Le compte d'un superadministrateur ne se modifie que depuis la console de la plateforme.",
  'admin.people.rolesChanged': 'Rôles mis à jour',
  // Status
  'admin.people.reasonTooLong': 'Le motif ne doit pas dépasser {max} caractères',
  'admin.people.notYourself': 'Vous ne pouvez pas suspendre votre propre compte.',
  'admin.people.alreadySuspended': 'Ce compte est déjà suspendu.',
  'admin.people.notSuspended': "Ce compte n'est pas suspendu.",
  'admin.people.suspended': 'Compte suspendu : ses sessions sont fermées.',
  'admin.people.reactivated': 'Compte réactivé',
  // Manual enrolment
  'admin.people.targetRequired': 'Choisissez une formation ou une session',
  'admin.people.targetBoth': 'Choisissez une formation ou une session, pas les deux',
  'admin.people.methodInvalid': 'Mode de règlement invalide',
  'admin.people.reasonRequired': 'Le motif est requis',
  'admin.people.amountInvalid': 'Le montant reçu doit être un nombre entier de FCFA, positif ou nul',
  'admin.people.amountNeeded':
    'Indiquez le montant reçu pour un règlement en espèces, par virement ou mobile money',
  'admin.people.courseNotFound': 'Formation introuvable dans votre organisation',
  'admin.people.cohortNotFound': 'Session introuvable dans votre organisation',
  'admin.people.alreadyEnrolled': 'Cette personne est déjà inscrite à cette formation.',
  'admin.people.notEnrollable': "Ce compte n'est pas actif : réactivez-le avant de l'inscrire.",
  'admin.people.enrolled': 'Inscription enregistrée',
  'admin.people.enrolledWaitlisted': "Session complète : la personne est sur liste d'attente.",
  'admin.people.enrolledPending': "Demande enregistrée : elle attend l'approbation.",
  // CSV import
  'admin.import.csvRequired': 'Collez ou choisissez un fichier CSV',
  'admin.import.csvTooLarge': 'Le fichier CSV ne doit pas dépasser {max} Ko',
  'admin.import.tooManyRows': 'Au plus {max} lignes par import : découpez le fichier.',
  'admin.import.unreadable': 'Le fichier CSV est illisible : {reason}',
  'admin.import.empty': 'Le fichier ne contient aucune ligne de données.',
  'admin.import.missingColumns':
    'Colonnes manquantes : {columns}. La première ligne doit nommer les colonnes (prenom, nom, email, telephone, formation).',
  'admin.import.firstNameMissing': 'prénom manquant',
  'admin.import.lastNameMissing': 'nom manquant',
  'admin.import.nameTooLong': 'nom ou prénom trop long (au plus {max} caractères)',
  'admin.import.emailMissing': 'email manquant',
  'admin.import.emailInvalid': 'email invalide « {email} »',
  'admin.import.phoneInvalid':
    'téléphone invalide « {phone} » : + suivi du code pays et du numéro (ex. : +221771234567)',
  'admin.import.duplicateInFile': 'email en double dans le fichier (déjà ligne {line})',
  'admin.import.unknownTarget': 'formation ou session inconnue « {target} »',
  'admin.import.otherOrganization': 'cet email appartient à un compte d’une autre organisation',
  'admin.import.suspendedAccount': 'ce compte est suspendu',
  'admin.import.cohortRefused': 'inscription refusée dans la session « {target} » : {reason}',
  'admin.import.summary':
    '{created} compte(s) créé(s) et invité(s), {matched} déjà membre(s), {enrolled} inscription(s), {rejected} ligne(s) écartée(s).',
  'admin.instructors.saved': 'Profil instructeur enregistré',
  // Instructor profiles
  'admin.instructors.notFound': 'Profil instructeur non trouvé',
  'admin.instructors.specializationTooLong': 'La spécialité ne doit pas dépasser {max} caractères',
  'admin.instructors.bioTooLong': 'La biographie ne doit pas dépasser {max} caractères',
  'admin.instructors.avatarInvalid':
    "L'adresse de la photo doit commencer par https:// (ou / pour une image du site)",
  'admin.instructors.statusInvalid': 'Statut invalide : actif, inactif ou en attente',
  'admin.instructors.commissionInvalid': 'La commission doit être un nombre entre 0 et 100',
  'admin.instructors.nameRequired': 'Le nom est requis',
} as const;
