// The certificate designer's server-side words (issue 16 "Designer"; spec/authoring-and-shell.md §3,
// §5 "Certificate designer", §9): the contract's field messages (shared by the web form through the
// zod resolver), refusals of the API, pictures. Spread into ./fr.ts.

export const frCertificatesDesigner = {
  'certificates.designer.nameRequired': 'Le nom du modèle est obligatoire',
  'certificates.designer.nameTooLong': 'Au plus {max} caractères',
  'certificates.designer.versionRequired': 'La version du modèle est obligatoire',
  'certificates.designer.copySuffix': '(copie)',
  'certificates.designer.templateNotFound': "Ce modèle de certificat n'existe pas dans votre organisation.",
  'certificates.designer.directorNotFound': "Ce directeur n'existe pas dans votre organisation.",
  'certificates.designer.adminOnly':
    "Seuls les administrateurs de l'organisation peuvent modifier les modèles de certificat.",
  'certificates.designer.templateInUse':
    'Ce modèle est utilisé par {courses} cours et {cohorts} session(s) : choisissez un autre modèle pour eux avant de le supprimer.',
  'certificates.designer.templateStale':
    "Ce modèle a été modifié entre-temps (version {version}) : rechargez-le avant d'enregistrer.",
  'certificates.designer.directorInUse':
    'Ce directeur signe le modèle « {name} » : choisissez-en un autre dans ce modèle avant de le supprimer.',
  'certificates.designer.directorUnknown': "Ce directeur n'existe pas dans votre organisation.",
  'certificates.designer.imageForeign':
    'Cette image ne vient pas des envois de votre organisation : envoyez-la depuis le concepteur.',
  'certificates.designer.assetKindInvalid': "Le type d'image doit être background, logo ou signature.",
  'certificates.designer.directorNameRequired': 'Le nom du directeur est obligatoire',
  'certificates.designer.fileRequired': 'Choisissez une image à envoyer (champ « file »).',
  'certificates.designer.multipartRequired':
    "Envoyez l'image dans un formulaire multipart/form-data (champ « file »).",
  'certificates.designer.formMalformed': "Le formulaire d'envoi est incomplet ou mal formé : réessayez.",
  'certificates.designer.imageTooLarge': "L'image est trop volumineuse : {max} Mo au plus.",
  'certificates.designer.imageType':
    'Type de fichier non supporté : envoyez une image JPG, PNG, GIF ou WebP (le SVG est refusé).',
  'certificates.designer.imageUnreadable': 'Type de fichier non supporté : cette image ne peut pas être lue.',
} as const;
