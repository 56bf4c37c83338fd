import { caseBook } from '../types.ts';

/** French goals, as typed in France, Belgium, Switzerland and Quebec. */
const c = caseBook('fr');
const NOT_TEMPLATE = ['seance*', 'sprint*'];

c.fortify('errand', 'appeler maman dimanche', {
  keep: ['dimanche'],
  topic: ['parler', 'discuter', 'demander', 'nouvelles', 'telephone', 'raconter', 'comment elle'],
  oneOff: true,
});
c.fortify('errand', 'prendre rdv chez le dentiste', {
  topic: [
    'cabinet',
    'telephone*',
    'doctolib',
    'en ligne',
    'creneau*',
    'detartrage',
    'controle',
    'appel*',
    'rendez vous',
  ],
  oneOff: true,
});
c.fortify('money', 'payer la taxe foncière avant le 15 oct', {
  keep: ['avant le 15 oct'],
  topic: ['impots', 'espace', 'avis', 'montant', 'paiement', 'prelevement', 'compte', 'reference', 'en ligne'],
  oneOff: true,
});
c.fortify('habit', 'courir 3 fois par semaine', {
  keep: ['3 fois par semaine'],
  topic: ['km', 'kilometre*', 'allure', 'sortie*', 'chaussure*', 'parcours', 'fractionne', 'footing', 'echauffement'],
  frequency: true,
});
c.fortify('skill', 'apprendre le piano', {
  topic: ['gamme*', 'morceau*', 'partition*', 'accord*', 'doigt*', 'cours', 'prof*', 'exercice*', 'clavier', 'main*'],
  avoid: ['chapitre*', 'roman*'],
});
c.fortify('sense', 'faire les courses pour la semaine', {
  topic: ['liste', 'supermarche', 'frigo', 'menu*', 'repas', 'placard*', 'marche', 'drive', 'magasin'],
  avoid: ['km', 'allure', 'chaussure*', 'footing', 'entrainement', 'echauffement'],
});
c.fortify('feelings', 'être moins anxieuse au boulot', {
  topic: [
    'respir*',
    'pause*',
    'not*',
    'ecri*',
    'bien passe',
    'marche',
    'promenade',
    'parler',
    'collegue*',
    'ami*',
    'sommeil',
    'dormir',
    'bienveillan*',
  ],
  avoid: NOT_TEMPLATE,
});
c.fortify('unclear', 'truc', { askDetail: true });
c.fortify(
  'context',
  'reprendre le sport',
  {
    topic: [
      'sage femme',
      'medecin',
      'doux',
      'douce*',
      'marche',
      'natation',
      'piscine',
      'prenatal*',
      'etirement*',
      'pilates',
      'aquagym',
    ],
    avoid: ['crossfit', 'sprint*', 'abdos', 'hiit', 'course a pied', 'marathon'],
  },
  { myContext: 'enceinte de 5 mois, grossesse sans complication' },
);
c.fortify('relationship', 'passer du temps avec mes enfants ce week-end', {
  keep: ['ce week-end'],
  topic: ['jeu*', 'parc', 'balade', 'cuisiner', 'film', 'ensemble', 'sortie', 'activite*', 'velo', 'histoire*'],
  avoid: ['revenu*', 'budget', 'epargn*', 'argent'],
});
c.next(
  'nextmove',
  [
    { id: 'a', text: "apprendre l'italien", color: 'red', age: 30, stale: 11 },
    { id: 'b', text: 'envoyer le dossier CAF avant jeudi', color: 'blue', age: 2 },
    { id: 'c', text: 'trier les photos de vacances', color: 'white', age: 9 },
  ],
  {
    goalId: 'b',
    why: ['jeudi', 'deux jours', 'apres demain'],
    topic: ['piece*', 'justificatif*', 'formulaire*', 'en ligne', 'attestation*', 'scan*', 'envoi', 'sign*'],
  },
);
c.grind('grind', 'finir le rapport de stage', {
  minutes: [20, 60],
  topic: [
    'partie*',
    'section*',
    'plan',
    'brouillon',
    'introduction',
    'conclusion',
    'redig*',
    'ecri*',
    'paragraphe*',
    'tuteur*',
  ],
});

export default c.list;
