import type { MessageKey } from './fr.ts';
import { frCertificatesDesigner } from './fr-certificates-designer.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The certificate designer's screens (issue 16 "Designer"; spec/authoring-and-shell.md §2 panel 4,
// §3, §4, §5, §9): the template list of /admin/certificates, the editor of /admin/certificates/{id}
// with its tabs 'Modèle' and 'Arrière-plan', the live preview and the directors dialog. Shown only
// by src/web/features/certificates/designer; the server's words on templates through the same `t`.

export const frCertificatesDesignerWeb = {
  // List
  'certificates.designer.list.title': 'Modèles de certificat',
  'certificates.designer.list.intro':
    'Les modèles que vos cours et vos sessions délivrent : textes, logos, signatures, fond et mentions.',
  'certificates.designer.list.new': 'Nouveau modèle',
  'certificates.designer.list.loading': 'Chargement des modèles…',
  'certificates.designer.list.empty':
    "Aucun modèle pour l'instant. Créez-en un : il part des réglages par défaut (CERTIFICAT, de complétion).",
  'certificates.designer.list.noThumbnail': 'Aperçu au premier enregistrement',
  'certificates.designer.list.edit': 'Modifier',
  'certificates.designer.list.duplicate': 'Dupliquer',
  'certificates.designer.list.rename': 'Renommer',
  'certificates.designer.list.delete': 'Supprimer',
  'certificates.designer.list.actions': 'Actions du modèle {name}',
  'certificates.designer.list.version': 'Version {version}',
  'certificates.designer.list.thumbnailOf': 'Aperçu du modèle {name}',
  'certificates.designer.list.created': 'Modèle créé',
  'certificates.designer.list.duplicated': 'Modèle dupliqué',
  'certificates.designer.list.renamed': 'Modèle renommé',
  'certificates.designer.list.deleted': 'Modèle supprimé',
  'certificates.designer.list.failed': "L'opération n'a pas abouti",
  'certificates.designer.list.loadFailed': 'Impossible de charger les modèles.',
  'certificates.designer.dialog.newTitle': 'Nouveau modèle de certificat',
  'certificates.designer.dialog.renameTitle': 'Renommer le modèle',
  'certificates.designer.dialog.name': 'Nom du modèle',
  'certificates.designer.dialog.namePlaceholder': 'Ex. : Certificat de fin de formation',
  'certificates.designer.dialog.create': 'Créer',
  'certificates.designer.dialog.save': 'Enregistrer',
  'certificates.designer.dialog.cancel': 'Annuler',
  'certificates.designer.dialog.deleteTitle': 'Supprimer le modèle « {name} » ?',
  'certificates.designer.dialog.deleteText':
    'Les certificats déjà délivrés gardent leur apparence. Un modèle utilisé par un cours ou une session ne peut pas être supprimé.',
  'certificates.designer.dialog.deleteConfirm': 'Supprimer définitivement',
  // Editor
  'certificates.designer.page.back': 'Modèles de certificat',
  'certificates.designer.page.loading': 'Chargement du modèle…',
  'certificates.designer.page.loadFailed': 'Impossible de charger ce modèle.',
  'certificates.designer.page.save': 'Enregistrer',
  'certificates.designer.page.saving': 'Enregistrement…',
  'certificates.designer.page.saved': 'Modèle enregistré',
  'certificates.designer.page.saveFailed': "Le modèle n'a pas été enregistré",
  'certificates.designer.page.invalid': 'Corrigez les champs signalés en rouge.',
  'certificates.designer.page.unsaved': 'Modifications non enregistrées',
  'certificates.designer.page.leave':
    'Des modifications du modèle ne sont pas enregistrées. Quitter la page quand même ?',
  'certificates.designer.page.usage': 'Utilisé par {courses} cours et {cohorts} session(s)',
  'certificates.designer.page.previewOnly': 'Aperçu seul',
  'certificates.designer.page.showPanel': 'Afficher les réglages',
  'certificates.designer.page.previewLabel': 'Aperçu du certificat : {title} décerné à {name}',
  'certificates.designer.page.previewNote': 'Aperçu avec un apprenant fictif ({name}, note de {grade} %).',
  'certificates.designer.tab.model': 'Modèle',
  'certificates.designer.tab.background': 'Arrière-plan',
  'certificates.designer.section.layout': 'Mise en page',
  'certificates.designer.section.texts': 'Textes',
  'certificates.designer.section.logos': 'Logos',
  'certificates.designer.section.signatures': 'Signatures',
  'certificates.designer.section.distinction': 'Mention',
  'certificates.designer.field.orientation': 'Orientation',
  'certificates.designer.field.portrait': 'Portrait',
  'certificates.designer.field.landscape': 'Paysage',
  'certificates.designer.field.certificateTitle': 'Titre',
  'certificates.designer.field.certificateSubtitle': 'Sous-titre',
  'certificates.designer.field.studentIntroText': "Texte avant le nom de l'apprenant",
  'certificates.designer.field.courseIntroText': 'Texte avant le nom du cours',
  'certificates.designer.field.gradeIntroText': 'Texte avant la note',
  'certificates.designer.field.clientLogo': 'Logo du client',
  'certificates.designer.field.clientLogoSize': 'Taille du logo du client',
  'certificates.designer.field.showProductLogo': 'Logo de la plateforme',
  'certificates.designer.field.productLogoSize': 'Taille du logo de la plateforme',
  'certificates.designer.field.showInstructorSignature': 'Signature du formateur',
  'certificates.designer.field.instructorTitle': 'Titre du formateur',
  'certificates.designer.field.showDirectorSignature': 'Signature du directeur',
  'certificates.designer.field.director': 'Directeur',
  'certificates.designer.field.noDirector': 'Choisir un directeur',
  'certificates.designer.field.noDirectors': "Aucun directeur n'est encore enregistré.",
  'certificates.designer.field.manageDirectors': 'Gérer les directeurs',
  'certificates.designer.field.showDistinction': 'Afficher la mention',
  'certificates.designer.field.distinctionText': 'Libellé de la mention',
  'certificates.designer.field.thresholds': 'Seuils (note en %, du plus haut au plus bas)',
  'certificates.designer.field.threshold': 'Seuil (%)',
  'certificates.designer.field.thresholdText': 'Mention',
  'certificates.designer.field.addThreshold': 'Ajouter un seuil',
  'certificates.designer.field.removeThreshold': 'Retirer le seuil {threshold} %',
  'certificates.designer.field.thresholdRule':
    'La mention est la première dont le seuil ne dépasse pas la note.',
  'certificates.designer.field.backgroundOption': "Type d'arrière-plan",
  'certificates.designer.field.color': 'Couleur',
  'certificates.designer.field.image': 'Image',
  'certificates.designer.field.gradient': 'Dégradé',
  'certificates.designer.field.backgroundColor': 'Couleur de fond',
  'certificates.designer.field.backgroundImage': 'Image de fond',
  'certificates.designer.field.backgroundHint': 'JPG, PNG, GIF, max 5 MB',
  'certificates.designer.field.gradientStart': 'Couleur de départ',
  'certificates.designer.field.gradientEnd': "Couleur d'arrivée",
  'certificates.designer.field.imageHint': 'JPG, PNG, GIF ou WebP, 5 Mo au plus.',
  'certificates.designer.field.choose': 'Choisir une image',
  'certificates.designer.field.replace': "Remplacer l'image",
  'certificates.designer.field.remove': "Retirer l'image",
  'certificates.designer.field.uploading': 'Envoi…',
  'certificates.designer.field.tooLarge': "L'image est trop volumineuse : 5 Mo au plus.",
  'certificates.designer.field.uploadFailed': "L'image n'a pas été envoyée",
  // Directors
  'certificates.designer.directors.title': 'Directeurs',
  'certificates.designer.directors.intro':
    "Les directeurs de l'organisation qu'un modèle peut faire signer : nom, titre et signature.",
  'certificates.designer.directors.empty': 'Aucun directeur pour le moment.',
  'certificates.designer.directors.add': 'Ajouter un directeur',
  'certificates.designer.directors.name': 'Nom',
  'certificates.designer.directors.titleField': 'Titre',
  'certificates.designer.directors.signature': 'Signature',
  'certificates.designer.directors.save': 'Enregistrer le directeur',
  'certificates.designer.directors.edit': 'Modifier {name}',
  'certificates.designer.directors.delete': 'Supprimer {name}',
  'certificates.designer.directors.saved': 'Directeur enregistré',
  'certificates.designer.directors.deleted': 'Directeur supprimé',
  'certificates.designer.directors.cancelEdit': 'Annuler',
  'certificates.designer.directors.close': 'Fermer',
  // A key already in ./fr-web.ts, ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in WebMessageKey | MessageKey]?: never };

export type CertificatesDesignerMessageKey =
  | WebMessageKey
  | keyof typeof frCertificatesDesigner
  | keyof typeof frCertificatesDesignerWeb;

/** `t` of ./fr-web.ts that also knows the designer's keys and the server's words on templates. */
export const t = createTranslator<CertificatesDesignerMessageKey>({
  ...frWeb,
  ...frCertificatesDesigner,
  ...frCertificatesDesignerWeb,
});
