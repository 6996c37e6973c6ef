// The certificates' PDF and public verification (issue 16, part drawing; decisions 214–223): what the
// API answers. Spread into ./fr.ts.

export const frCertificatesDrawing = {
  'certificates.pdf.notFound': 'Ce certificat est introuvable.',
  'certificates.pdf.revoked':
    "Ce certificat a été révoqué le {date} (motif : {reason}) : il n'est plus téléchargeable. Pour toute question, contactez votre organisme de formation.",
  'certificates.pdf.title': 'Certificat — {course}',
  'certificates.verify.tooMany':
    'Trop de vérifications de certificats depuis votre connexion : réessayez dans {seconds} secondes.',
  'certificates.verify.codeInvalid':
    'Le code de vérification comporte de 1 à 64 caractères (lettres et chiffres, tel qu’imprimé sous le QR code).',
  'certificates.verify.headDescription':
    'Vérifiez l’authenticité d’un certificat délivré sur Jàng grâce à son code ou à son QR code.',
} as const;
