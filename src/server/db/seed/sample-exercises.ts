// The demo student's graded submission of a demo exercise (the exercises are in courses/<key>.ts).

/** The graded submission of the demo student, so the course page shows a score. */
export const DEMO_GRADED_SUBMISSION = {
  email: 'etudiant@demo.jang.sn',
  courseSlug: 'bootcamp-javascript-cohorte',
  lessonTitle: "Calculer le total d'un panier en FCFA",
  text: `function totalPanier(articles) {
  const total = articles.reduce((somme, a) => somme + a.prixUnitaire * a.quantite, 0);
  const remise = total > 50000 ? Math.round(total * 0.1) : 0;
  return total - remise;
}

console.log(totalPanier([{ nom: 'Riz 25 kg', prixUnitaire: 15500, quantite: 2 }]).toLocaleString('fr-FR'));
// 31 000
console.log(totalPanier([{ nom: 'Huile 5 L', prixUnitaire: 6500, quantite: 10 }]).toLocaleString('fr-FR'));
// 58 500 (remise de 10 %)`,
  score: 17,
  feedback:
    'Très bon travail : le calcul est juste et la remise bien appliquée. Pensez à vérifier que la liste n’est pas vide et que les quantités sont positives.',
  submittedDaysAgo: 40,
  gradedDaysAgo: 38,
};
