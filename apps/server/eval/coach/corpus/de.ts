import { caseBook } from '../types.ts';

/** German goals, as typed in Germany, Austria and Switzerland. */
const c = caseBook('de');
const NOT_TEMPLATE = ['sitzung*', 'sprint*'];

c.fortify('errand', 'Mama anrufen am So', {
  keep: ['am So'],
  topic: ['reden', 'sprechen', 'frag*', 'erzahl*', 'quatschen', 'telefon*', 'neuigkeiten', 'melden', 'geht'],
  oneOff: true,
});
c.fortify('errand', 'Termin beim Zahnarzt machen', {
  topic: [
    'praxis',
    'anruf*',
    'telefon*',
    'online',
    'sprechzeit*',
    'kontrolle',
    'vorsorge',
    'uhrzeit',
    'buch*',
    'doctolib',
  ],
  oneOff: true,
});
c.fortify('money', 'Steuererklärung bis 31.7. abgeben', {
  keep: ['31.7'],
  topic: [
    'elster',
    'beleg*',
    'unterlagen',
    'lohnsteuer*',
    'finanzamt',
    'formular*',
    'quittung*',
    'werbungskosten',
    'steuerberater*',
  ],
  oneOff: true,
});
c.fortify('habit', 'jeden morgen 10 min meditieren', {
  keep: ['10 min'],
  topic: ['atem*', 'atmen', 'ruhig*', 'app', 'timer', 'kissen', 'sitz', 'sitzen', 'stille', 'gefuhrt*'],
  frequency: true,
});
c.fortify('skill', 'Spanisch lernen für den Urlaub', {
  topic: [
    'vokabel*',
    'app',
    'satz*',
    'satze',
    'sprech*',
    'horen',
    'podcast*',
    'kurs*',
    'redewendung*',
    'lektion*',
    'grammatik',
  ],
});
c.fortify('sense', 'Flüge buchen für Ostern', {
  topic: [
    'preis*',
    'airline*',
    'fluggesellschaft*',
    'ticket*',
    'sitzplatz*',
    'vergleich*',
    'datum',
    'abflug',
    'ruckflug',
    'verbindung*',
  ],
  avoid: ['seite*', 'lesen', 'kapitel', 'roman*'],
  oneOff: true,
});
c.fortify('sense', 'Schloss austauschen lassen', {
  topic: [
    'schlusseldienst',
    'zylinder',
    'schlussel',
    'tur',
    'baumarkt',
    'monteur*',
    'einbau*',
    'handwerker*',
    'angebot*',
  ],
  avoid: ['burg', 'besichtig*', 'museum', 'schlossgarten'],
  oneOff: true,
});
c.fortify('feelings', 'weniger gestresst sein', {
  topic: [
    'atem*',
    'spaziergang',
    'spazieren',
    'pause*',
    'notier*',
    'aufschreib*',
    'gut gelaufen',
    'freund*',
    'schlaf*',
    'durchatmen',
  ],
  avoid: NOT_TEMPLATE,
});
c.fortify('unclear', 'blabla', { askDetail: true });
c.fortify(
  'context',
  'mehr kochen statt bestellen',
  {
    topic: [
      'gemuse*',
      'linsen',
      'bohnen',
      'tofu',
      'kichererbsen',
      'nudel*',
      'reis',
      'rezept*',
      'einkauf*',
      'pasta',
      'vorrat',
      'wochenplan',
    ],
    avoid: [
      'fleisch',
      'hahnchen',
      'huhn',
      'rind*',
      'schwein*',
      'wurst',
      'speck',
      'schinken',
      'fisch',
      'lachs',
      'thunfisch',
      'hackfleisch',
    ],
  },
  { myContext: 'Ich bin Vegetarierin und koche meistens nur für mich.' },
);
c.fortify('relationship', 'Oma öfter besuchen', {
  topic: ['anruf*', 'kuchen', 'kaffee', 'sonntag*', 'fahr*', 'zug', 'mitbring*', 'fotos', 'spazier*'],
  avoid: ['einkommen', 'budget', 'spar*', 'geld'],
  frequency: true,
});
c.next(
  'nextmove',
  [
    { id: 'a', text: 'Keller ausmisten', color: 'red', age: 20, stale: 9 },
    { id: 'b', text: 'Kita-Anmeldung bis morgen abschicken', color: 'white', age: 2 },
    { id: 'c', text: 'Gitarre üben', color: 'purple', age: 8, stale: 3 },
  ],
  {
    goalId: 'b',
    why: ['morgen', 'mittwoch'],
    topic: ['formular*', 'unterlagen', 'nachweis*', 'online', 'portal', 'unterschr*', 'geburtsurkunde', 'kopie*'],
  },
);
c.grind('grind', 'Präsentation für Montag vorbereiten', {
  keep: ['Montag'],
  minutes: [20, 60],
  topic: [
    'folie*',
    'gliederung',
    'einstieg',
    'kernbotschaft*',
    'uben',
    'probe*',
    'durchsprech*',
    'struktur',
    'vortrag*',
  ],
});

export default c.list;
