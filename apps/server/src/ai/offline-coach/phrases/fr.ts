import { dateFormatter, joinWith, type Phrasebook } from '../phrasebook.ts';

const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
const obj = (s: { object: string }, fallback: string) => s.object || fallback;
const who = (s: { person: string }) => s.person || 'cette personne';

/** A relative deadline as written, when it was written on an earlier day. */
const said = (w: { words?: string }) => (w.words ? `, « ${w.words} » quand tu l’as écrit` : '');

export const fr: Phrasebook = {
  locale: 'fr-FR',
  by: (when) => `d’ici ${when}`,
  plan: {
    oneOff: (s) => [` d’ici ${s.when}`, `, fait avant ${s.when}`, ` — au plus tard ${s.when}`],
    habit: (s) => [
      ` — ${s.times} fois par semaine pendant les deux prochaines semaines`,
      ` — ${s.times} jours par semaine, à partir de ${s.when}`,
      ` : ${s.times} jours sur 7, cochés sur un calendrier pendant deux semaines`,
    ],
    habitNightly: (s) => [
      ` — chaque nuit pendant les deux prochaines semaines, à partir de ${s.when}`,
      ` : toutes les nuits pendant deux semaines, cochées chaque matin sur un calendrier`,
      ` — chaque nuit, un essai de deux semaines à partir de ${s.when}`,
    ],
    habitDaily: (s) => [
      ` — chaque jour pendant les deux prochaines semaines, à partir de ${s.when}`,
      ` : tous les jours pendant deux semaines, cochés sur un calendrier`,
      ` — tous les jours, un essai de deux semaines à partir de ${s.when}`,
    ],
    habitDays: (s) => [
      ` — ${s.times === 1 ? 'une fois' : `${s.times} jours`} par semaine (${s.frequency}) pendant deux semaines, le premier le ${s.when}`,
      ` : ${s.frequency}, ${s.times === 1 ? 'une fois' : `${s.times} fois`} par semaine, à partir du ${s.when}`,
    ],
    habitKept: (s) => [
      ` — pendant les 14 prochains jours, coché sur un calendrier à chaque fois`,
      `, deux semaines pour commencer, avec une croix à chaque fois`,
      ` — deux semaines d’essai à partir de ${s.when}`,
    ],
    outing: (s) => [
      ` — une sortie d’une heure ou plus par semaine, la première d’ici ${s.when}`,
      ` : une sortie par semaine, assez longue pour aller et revenir (une heure ou plus), à partir de ${s.when}`,
    ],
    health: (s) => [
      ` — ${s.times} séances de ${s.minutes} minutes par semaine, la première d’ici ${s.when}`,
      ` : ${s.times} × ${s.minutes} minutes cette semaine, première séance ${s.when}`,
      ` — des séances de ${s.minutes} minutes, ${s.times} fois par semaine, à partir de ${s.when}`,
    ],
    quit: (s) => [
      ` — jour d’arrêt fixé d’ici ${s.when}, puis les jours sans cochés chaque jour pendant deux semaines`,
      ` : un jour d’arrêt au plus tard ${s.when}, puis 14 jours sans, chaque jour coché`,
      ` — choisis le jour où tu arrêtes (${s.when} au plus tard) et compte les jours sans pendant deux semaines, en cochant chaque jour`,
    ],
    quitKept: () => [` — compter les jours sans, cochés sur un calendrier`, `, chaque jour sans coché`],
    cutDown: () => [
      ` — une limite fixée à l’avance (combien, quels jours) et chaque fois comptée, pendant deux semaines`,
      ` : une limite décidée avant, comptée et notée pendant 14 jours`,
    ],
    skill: (s) => [
      ` — ${s.times} séances d’entraînement de ${s.minutes} minutes d’ici ${s.when}`,
      ` : ${s.times} séances de ${s.minutes} minutes de pratique avant ${s.when}`,
      ` — pratiquer ${s.times} fois ${s.minutes} minutes d’ici ${s.when}`,
    ],
    skillWeekly: (s) => [
      ` — pratiquer ${s.times} fois par semaine, ${s.minutes} minutes chaque fois, jusqu’à ${s.when}`,
      ` : ${s.times} séances de ${s.minutes} minutes de pratique par semaine jusqu’à ${s.when}`,
    ],
    skillLessons: (s) => [
      ` — première leçon réservée d’ici ${s.when}, puis une ou deux leçons par semaine`,
      ` : auto-école choisie et première leçon réservée d’ici ${s.when}, puis une leçon chaque semaine`,
    ],
    skillCourse: (s) => [
      ` — formation réservée et date de l’examen dans l’agenda d’ici ${s.when}`,
      ` : la formation et son examen réservés d’ici ${s.when}, les supports lus avant le premier jour`,
    ],
    skillExpert: (s) => [
      ` — sans repasser par les bases : ${s.times} séances de ${s.minutes} minutes d’ici ${s.when}, en construisant un vrai petit projet`,
      `, par la voie rapide, en professionnel : un vrai mini-projet en ${s.times} séances d’ici ${s.when}`,
    ],
    project: (s) => [
      ` — premier jalon d’ici ${s.when} : le plan et la première partie terminée`,
      `. Jalon pour ${s.when} : une première version, même brute, à montrer à une personne`,
      ` — d’ici ${s.when}, un plan d’une page et la première partie faite`,
    ],
    projectTrip: (s) => [
      ` — d’ici ${s.when} : dates et participants fixés, et le transport réservé`,
      ` — premier jalon d’ici ${s.when} : où, quand et avec qui, noté, et la première réservation faite`,
      `. Pour ${s.when} : les dates arrêtées et l’hébergement réservé`,
    ],
    projectEvent: (s) => [
      ` — d’ici ${s.when} : date, lieu et liste des invités arrêtés`,
      ` — premier jalon d’ici ${s.when} : les invités prévenus et le lieu ou le menu choisis`,
      `. Pour ${s.when} : invitations envoyées et l’essentiel réservé`,
    ],
    projectStall: (s) => [
      ` — d’ici ${s.when} : l’emplacement ou la date confirmés, le stock compté et étiqueté, et un fond de caisse prêt`,
      ` — premier jalon d’ici ${s.when} : la table, ce que tu vends et qui tient chaque heure, décidés`,
      `. Pour ${s.when} : le stock prêt, les prix sur étiquettes et les créneaux du stand répartis`,
    ],
    projectMove: (s) => [
      ` — d’ici ${s.when} : date du déménagement fixée et camion ou déménageurs réservés`,
      ` — premier jalon d’ici ${s.when} : une pièce emballée et la liste des changements d’adresse`,
      `. Pour ${s.when} : la date du déménagement arrêtée et les cartons à la maison`,
    ],
    projectWorks: (s) => [
      ` — premier jalon d’ici ${s.when} : tout mesuré, la liste des travaux écrite et deux devis demandés`,
      ` — d’ici ${s.when} : les travaux mis dans l’ordre et le budget fixé avec une marge`,
      `. Pour ${s.when} : mesures, photos et liste des travaux prêtes pour les devis des artisans`,
    ],
    projectPaint: (s) => [
      ` — d’ici ${s.when} : la couleur choisie, la peinture, le ruban, les rouleaux et les bâches achetés, et les murs à faire en premier`,
      ` — premier jalon d’ici ${s.when} : les meubles poussés, le sol protégé, les bords masqués et une première couche sur un mur`,
      `. Pour ${s.when} : les murs mesurés, la peinture et le matériel à la maison et le jour de la première couche dans l’agenda`,
    ],
    projectExpert: (s) => [
      ` — comme un chantier client : matériel commandé d’ici ${s.when} et une journée bloquée pour le faire`,
      ` — d’ici ${s.when} : liste du matériel faite et commandée, et le jour du chantier dans l’agenda`,
    ],
    projectWork: (s) => [
      ` d’ici ${s.when}, avec l’ordre du jour ou le brouillon prêt la veille`,
      `, fait avant ${s.when} : préparé, mené et suivi`,
      ` — prêt pour ${s.when}, la préparation bouclée un jour plus tôt`,
    ],
    relationship: (s) => [
      ` — une date notée dans vos deux agendas d’ici ${s.when}`,
      ` : un projet concret avec ${who(s)}, fixé d’ici ${s.when}`,
      ` — écrire et caler un jour d’ici ${s.when}`,
    ],
    money: (s) => [
      ` — noter le montant exact et la date, et le mettre en place d’ici ${s.when}`,
      ` : un montant à atteindre et une date pour vérifier, décidés d’ici ${s.when}`,
      ` — un montant fixe à chaque paie, automatique à partir de ${s.when}`,
    ],
    moneyWait: (s) => [
      ` — ce qui n’est pas sur ta liste attend 48 heures dans le panier à partir de ${s.when}, et chaque dimanche tu comptes ce que tu n’as pas acheté`,
      ` : 48 heures d’attente avant tout achat imprévu à partir de ${s.when}, et l’argent gardé vérifié chaque dimanche pendant un mois`,
    ],
    moneyKept: (s) => [
      ` — réparti en montants égaux à chaque paie, le premier mis de côté d’ici ${s.when}`,
      `, avec un virement automatique programmé d’ici ${s.when}`,
      ` — vérifié chaque dimanche, premier virement d’ici ${s.when}`,
    ],
    feelings: () => [
      ` — chaque soir de cette semaine, noter une chose qui s’est bien passée`,
      ` — trois respirations lentes et 5 minutes de pause dehors, une fois par jour pendant 7 jours`,
      ` — un petit geste bienveillant envers toi chaque jour de cette semaine, noté en une ligne`,
    ],
    feelingsOwn: () => [
      ` — un petit pas cette semaine, à ton rythme, puis une ligne sur ce que tu ressens`,
      ` — un petit pas à la fois cette semaine, suivi chaque fois d’une courte note sur comment ça s’est passé`,
      ` — un petit pas cette semaine, quand tu peux, puis une ligne sur ce qui a aidé`,
    ],
  },
  step: {
    call: (s) => [
      `garde le numéro de ${s.person || 'la personne'} sous la main et note la seule chose que tu veux dire`,
      `choisis un moment où personne n’est pressé et mets-le dans ton agenda`,
    ],
    appointment: () => [
      `trouve le site de réservation ou le numéro et note deux créneaux qui t’arrangent`,
      `appelle dès l’ouverture, agenda ouvert, avec deux créneaux libres en tête`,
    ],
    travel: (s) => [
      `compare deux options pour ${obj(s, 'tes dates')} et réserve la meilleure`,
      `vérifie tes dates, fixe un prix maximum et ouvre le site de réservation`,
    ],
    home: (s) => [
      `pose ce qu’il faut pour ${obj(s, 'ça')} là où tu le verras demain matin`,
      `lance un minuteur de 15 minutes et attaque ${obj(s, 'la tâche')}`,
    ],
    admin: (s) => [
      `rassemble au même endroit ce qu’il faut pour ${obj(s, 'la démarche')} (papiers, adresse, identifiants)`,
      `trouve le formulaire, l’adresse ou le lien pour ${obj(s, 'la démarche')} et garde-le ouvert`,
    ],
    habit: () => [
      `accroche-le à quelque chose que tu fais déjà chaque jour, juste après`,
      `mets un rappel quotidien à l’heure où tu as le plus de chances de le faire`,
    ],
    exercise: () => [
      `note la première séance dans ton agenda et prépare tes affaires ce soir`,
      `choisis une routine de 20 minutes et fais la première aujourd’hui`,
    ],
    outing: () => [
      `choisis un itinéraire d’une ou deux heures près de chez toi et regarde comment aller au départ et revenir`,
      `choisis un jour de cette semaine sans pluie annoncée et note la sortie dans ton agenda`,
    ],
    seated: () => [
      `choisis une routine assise de 15 minutes (cercles de bras, tirage à l’élastique, rotations du buste) et fais-la aujourd’hui`,
      `pose un élastique près de ton bureau et fais aujourd’hui une série assise de 10 tirages`,
    ],
    legsCore: (s) => [
      `marche d’un bon pas ou pédale sur un vélo d’appartement 20 minutes aujourd’hui, sans rien qui sollicite ${s.fact}`,
      `fais aujourd’hui 15 minutes de jambes et de gainage (squats jusqu’à une chaise, fentes, pont fessier) sans poids dans les mains`,
    ],
    lowImpact: (s) => [
      `réserve une séance de natation ou de vélo qui ménage ${s.fact}`,
      `fais aujourd’hui 15 minutes d’activité douce qui ne sollicite pas ${s.fact}`,
    ],
    guided: () => [
      `demande à ton club de course, au parkrun ou à une association de guides un guide voyant, et fixe une première sortie ensemble`,
      `réserve cette semaine une séance sur tapis ou sur piste avec un guide et mettez-vous d’accord sur le lien et les annonces`,
    ],
    paced: () => [
      `marche ou nage doucement 10 minutes le matin, au frais, assieds-toi pour une pause à mi-chemin et arrête avant d’être fatigué`,
      `fais 10 minutes d’étirements assis et de levées de jambes lentes, avec une pause après chacune, au moment où tu as le plus d’énergie`,
    ],
    postnatal: () => [
      `demande à ta sage-femme ou ton médecin à la visite post-natale si tu peux reprendre, puis fais aujourd’hui 20 minutes de marche avec la poussette`,
      `fais aujourd’hui 10 minutes de rééducation du périnée et de respiration douce, puis une courte marche avec la poussette`,
    ],
    prenatal: () => [
      `demande à ta sage-femme ou à ton médecin quelle activité te convient maintenant, puis marche 20 minutes aujourd’hui`,
      `fais aujourd’hui 15 minutes de mouvement doux pour la grossesse : marche, natation ou yoga prénatal`,
    ],
    food: (s) => [
      s.fact
        ? `note trois dîners ${s.fact} que tu aimes et achète ce qu’il faut`
        : `note trois dîners que tu aimes et achète ce qu’il faut`,
      s.fact
        ? `cuisine ce soir un plat ${s.fact.replace(/s$/, '')} et prévois une part pour demain`
        : `cuisine ce soir quelque chose de simple et prévois une part pour demain`,
    ],
    sleep: () => [
      `mets une alarme 30 minutes avant l’heure du coucher pour commencer à décrocher`,
      `ce soir, laisse ton téléphone charger hors de la chambre`,
    ],
    drink: () => [`remplis une gourde maintenant et garde-la en vue`, `bois un verre d’eau à chaque repas aujourd’hui`],
    quit: () => [
      `note quand l’envie arrive d’habitude et ce que tu feras à la place`,
      `enlève aujourd’hui de chez toi ou de ton téléphone ce qui rend la chose facile`,
    ],
    reading: (s) => [
      `pose ${obj(s, 'le livre')} là où tu t’assois le soir et lis 10 pages aujourd’hui`,
      `lis 15 minutes avant de dormir ce soir, téléphone dans une autre pièce`,
    ],
    writing: () => [
      `écris un plan en 5 points avant d’ouvrir quoi que ce soit d’autre`,
      `écris 200 mots aujourd’hui, sans te corriger`,
    ],
    learn: (s) => [
      `regarde un court tutoriel pour débutants sur ${obj(s, 'ça')}, puis refais 10 fois aujourd’hui, lentement, la première chose qu’il montre`,
      `entraîne-toi 20 minutes aujourd’hui à ${obj(s, 'ça')} : 10 essais lents sur ce qui te paraît le plus dur, puis note ce qui a coincé`,
    ],
    expert: (s) => [
      `choisis une petite tâche réelle et fais-la en ${obj(s, 'ce langage')}, la doc seulement si tu bloques`,
      `réécris en ${obj(s, 'ce langage')} quelque chose que tu as déjà construit et note ce qui change`,
    ],
    project: (s) => [
      `écris en une ligne à quoi ressemble « terminé » pour ${obj(s, 'le projet')}`,
      `découpe ${obj(s, 'le projet')} en trois parties et commence aujourd’hui par la plus petite`,
    ],
    work: (s) => [
      `écris l’ordre du jour de ${obj(s, 'la réunion')} en trois points et envoie-le`,
      `bloque 30 minutes dans ton agenda pour préparer ${obj(s, 'la réunion')}`,
    ],
    move: () => [
      `note les trois décisions à prendre en premier (date, budget, lieu) et tranche-en une aujourd’hui`,
      `note dans un seul document tous les papiers et contacts dont le déménagement a besoin`,
    ],
    relationship: (s) => [
      `écris aujourd’hui à ${who(s)} en proposant deux jours`,
      `regarde ton agenda, choisis un jour libre et demande à ${who(s)} dès aujourd’hui`,
    ],
    money: () => [
      `ouvre ton appli bancaire et note ce qui est entré et sorti ce mois-ci`,
      `programme aujourd’hui le virement ou le paiement automatique`,
    ],
    feelings: () => [
      `ce soir, écris une ligne sur une chose qui s’est bien passée aujourd’hui`,
      `fais une pause de 5 minutes dehors ou près d’une fenêtre avant ta prochaine tâche`,
    ],
    clarify: () => [
      `écris une phrase qui dit à quoi ressemblerait « fait »`,
      `ajoute le détail qui manque : quoi, et pour quand`,
    ],
  },
  reason: {
    kind: {
      errand: [
        'C’est une course ponctuelle : il lui faut une date et une première étape, pas des séances.',
        'Une course est finie quand elle est faite : elle reçoit une date proche et une première étape.',
      ],
      call: [
        'C’est un appel : ça prend quelques minutes, il lui faut un moment, pas un plan.',
        'Un appel se fait en une fois ; le plus dur est de choisir le moment, alors il reçoit une date.',
      ],
      appointment: [
        'C’est un rendez-vous à prendre : un appel ou un formulaire, donc une date et une première étape.',
        'Prendre rendez-vous est une tâche rapide ; une date proche évite que ça traîne.',
      ],
      habit: [
        'C’est une habitude : elle vit de régularité, donc elle reçoit une fréquence et un court essai, pas une échéance.',
        'Une habitude se construit en répétant, donc le plan dit à quelle fréquence, pendant deux semaines.',
      ],
      skill: [
        'C’est une compétence à apprendre : elle progresse avec la pratique, donc elle reçoit un nombre de séances.',
        'Le savoir-faire vient de la répétition, alors j’ai compté les séances de pratique.',
      ],
      project: [
        'C’est un projet : il prend des semaines, il lui faut donc un premier jalon visible.',
        'Un projet de cette taille a besoin d’un jalon visible, sinon il reste un souhait.',
      ],
      relationship: [
        'Il s’agit d’une personne : le plan est un moment concret ensemble, à une date convenue.',
        'Les relations avancent avec des projets concrets, donc celui-ci reçoit une date fixée ensemble.',
      ],
      health: [
        'Il s’agit de ton corps : il reçoit une fréquence et une durée que tu peux tenir.',
        'Pour la santé, la régularité compte plus que l’effort, donc il reçoit des séances par semaine.',
      ],
      money: [
        'C’est un objectif d’argent : il lui faut un montant et une date pour vérifier.',
        'Les objectifs d’argent marchent quand le montant et la date sont écrits noir sur blanc.',
      ],
      feelings: [
        'Il s’agit de ce que tu ressens : aucune échéance n’y changera rien, mais un petit geste bienveillant répété une semaine peut aider.',
        'Les émotions ne suivent pas de délai ; un petit geste chaque jour aide davantage.',
      ],
      unclear: ['Je n’ai pas compris de quoi parle cet objectif.'],
    },
    quit: [
      'Arrêter quelque chose marche mieux avec un jour d’arrêt et des jours à compter, donc il reçoit un jour d’arrêt et un décompte.',
      'Une habitude à laisser n’est pas un entraînement : elle reçoit un jour d’arrêt et le compte des jours sans.',
    ],
    quitOnDays: [
      'Tu t’en passes les jours que tu as dits, donc pas besoin d’un jour d’arrêt : chacun de ces jours sans est coché.',
    ],
    cutDown: [
      'Tu veux en réduire, pas t’en passer : une limite décidée à l’avance et un compte à chaque fois marchent mieux qu’un jour d’arrêt.',
    ],
    outing: [
      'Une sortie demande le temps d’y aller, de faire le tour et de revenir : elle a donc lieu une fois par semaine, une heure ou plus, pas en courtes séances.',
    ],
    thatDay: ['Tu as donné le jour : le plan est cette séance-là, ce jour-là, pas un compte par semaine.'],
    course: [
      'Un permis ou un certificat s’obtient avec une formation et un examen : le plan est de réserver les deux, pas de s’entraîner seul.',
      'Ça se gagne en formation, avec un examen à la fin : les réserver est l’étape qui fait avancer.',
    ],
    workTask: [
      'C’est une tâche de travail avec une fin claire : il lui faut une date et sa préparation, pas un long plan.',
      'Une tâche comme celle-ci se fait d’un coup une fois préparée, donc elle reçoit une date et une étape de préparation.',
    ],
    keptDeadline: (d) => `J’ai gardé ton échéance (« ${d} »).`,
    keptStart: (s, w) =>
      w
        ? `Ça commence quand tu l’as dit (« ${s} »), pas maintenant : la première date du plan est ${w}.`
        : `Ça attend ce que tu as dit (« ${s} »), donc je n’ai ajouté aucune date.`,
    keptNumbers: (x) => `Tes chiffres (${x}) restent tels que tu les as écrits.`,
    keptRhythm: (r) => `J’ai gardé ton rythme (« ${r} »).`,
    keptTime: (t) => `J’ai gardé ton heure (« ${t} ») comme le moment de le faire chaque jour.`,
    keptLimit: (t) => `J’ai gardé ton heure (« ${t} ») comme limite chaque soir.`,
    keptTonight: (w) => `Ça commence quand tu l’as dit (« ${w} »), puis ça garde son rythme.`,
    addedDeadline: (w) => `J’ai ajouté une date (${w}) parce que les objectifs sans date dérivent.`,
    splitTotal: (unit) =>
      `J’ai réparti le total sur ${unit === 'month' ? 'les mois' : 'les semaines'} qui restent jusqu’à ta date, pour que chaque paie ait son montant.`,
    addedStart: (w) => `J’ai fixé un début (${w}) pour que le rythme ait un premier jour.`,
    fact: {
      stepFree: () =>
        'Tu m’as dit que tu es en fauteuil roulant, donc les itinéraires sont sans marches, au sol stabilisé et avec un départ accessible.',
      wheelchair: () => 'Tu m’as dit que tu es en fauteuil roulant, donc tout se fait assis.',
      injury: (s) =>
        `Tu as parlé de ${s.fact.replace(/^le /, 'ton ').replace(/^la /, 'ta ').replace(/^l’/, 'ton ').replace(/^les /, 'tes ')}, donc le plan est doux et ${s.fact.startsWith('les ') ? 'les épargne' : 'l’épargne'}.`,
      diet: (s) => `Vu ton alimentation, tous les repas sont ${s.fact}.`,
      onTheRoad: () =>
        'Tu passes des nuits loin de chez toi pour le travail, alors le plan est fait pour la route : des repas que tu emportes et des arrêts sur lesquels compter.',
      nightShifts: () => 'Tu travailles en horaires décalés, donc c’est calé sur ton réveil, pas sur l’horloge.',
      expert: (s) => `Tu travailles déjà dans ${s.fact}, donc le plan part de ce que tu sais déjà.`,
      beginner: () => 'Tu as dit que tu débutes, donc la première étape est petite exprès.',
      kids: () => 'Avec des enfants à la maison, les séances sont assez courtes pour s’y glisser.',
      postpartum: () =>
        'Tu as accouché récemment, donc le plan commence en douceur (marche, périnée) jusqu’au feu vert de ta sage-femme ou de ton médecin.',
      pregnant: () =>
        'Tu es enceinte, donc le plan est doux (marche, natation, yoga prénatal), avec l’accord de ta sage-femme ou de ton médecin.',
      allergy: (s) => `Tu m’as parlé d’une allergie (${s.fact}) : laisse-la de côté dans tout ce qui suit.`,
      budgetCap: (s) => `Tu as dit pouvoir dépenser ${s.fact}, donc le plan reste dans cette limite.`,
      budgetSave: (s) =>
        s.fact
          ? `Tu as dit pouvoir mettre de côté ${s.fact}, donc la somme reste dans cette limite et part le jour de la paie, avant d’être dépensée.`
          : 'L’argent est serré, donc la somme commence petite et part le jour de la paie, avant d’être dépensée.',
      farAway: (s) =>
        `Vous n’êtes pas au même endroit (${s.fact}), donc vérifie d’abord le décalage horaire et choisis une heure de journée pour vous deux.`,
      budget: () => 'L’argent est serré, donc le plan n’utilise que ce qui est gratuit ou déjà à la maison.',
      sightLoss: () =>
        'Tu m’as parlé de ta vue, donc le plan commence avec un guide voyant (un club, le parkrun, une association) ou sur tapis.',
      fatigue: (s) =>
        `Tu as dit que tu te fatigues vite${s.fact ? ` (${s.fact})` : ''}, donc les séances sont courtes, avec des pauses, au moment frais de ta journée.`,
      pregnantJob: () =>
        'Tu es enceinte, donc ni échelle, ni charges lourdes, ni odeurs fortes, et quelqu’un d’autre prend le plus lourd.',
      postpartumJob: () =>
        'Tu as eu un bébé récemment, donc tu fais le léger et tu confies le lourd à quelqu’un jusqu’à ce qu’on te donne le feu vert.',
      carer: () => 'Tu t’occupes de quelqu’un à la maison, donc les séances sont assez courtes pour s’y glisser.',
      asthma: () =>
        'Tu as de l’asthme, donc chaque séance commence avec ta ventoline à portée de main et un échauffement lent, et se fait à l’intérieur les jours froids ou de pollution.',
      kidsReading: () =>
        'Avec des enfants à la maison, la lecture se glisse là où ils te laissent de la place : un livre audio en route, des pages une fois couchés.',
      sightLossOut: () =>
        'Tu as parlé de ta vue, donc ça commence avec un bénévole guide ou un groupe, et un endroit que tu connais déjà.',
      diabetes: () =>
        'Tu as du diabète, donc chaque séance commence par un contrôle de glycémie, avec un sucre rapide (glucose, jus) sous la main en cas d’hypo.',
      diabetesFood: () =>
        'Tu as du diabète, donc les repas gardent des glucides réguliers, à heures fixes, selon ton traitement.',
      noLifting: () =>
        'Tu ne dois pas porter pour l’instant, donc c’est livré ou porté par quelqu’un d’autre, et rien de lourd ne te revient.',
      noCarAppointment: () =>
        'Tu ne conduis pas, donc l’aller et le retour sont prévus en bus, en train, avec quelqu’un ou en taxi.',
      allergyOut: () =>
        'C’est au restaurant qu’une allergie passe le plus facilement à la trappe, donc la cuisine est prévenue avant de réserver.',
      dietHosting: () =>
        'Tu cuisines pour d’autres, donc chaque régime à table a ses plats, nommés, et ses ustensiles ou sa place sur le gril.',
      eatingOut: () =>
        'C’est au restaurant qu’un régime saute le plus facilement, donc on demande à la cuisine avant de réserver.',
      glutenFreeBaking: () =>
        'Tu manges sans gluten, donc la pâtisserie se fait avec une farine sans gluten, dans une cuisine sans farine ordinaire.',
      veganBaking: () =>
        'Tu manges végan, donc la recette remplace le lait, le beurre et les œufs par des versions végétales.',
      dairyFreeBaking: () =>
        'Tu manges sans lactose, donc la recette remplace le lait et le beurre par des versions sans lactose.',
      noMicrowave: () =>
        'Il n’y a pas de micro-ondes au travail, donc le repas se mange froid ou reste chaud dans un thermos.',
      noCar: () => 'Tu ne conduis pas, donc tout se fait en bus, en train, à pied ou en livraison.',
      noGarden: () =>
        'Tu n’as pas de jardin, donc ça pousse en pots, sur le rebord de fenêtre ou le balcon, ou dans un jardin partagé.',
      adhd: () =>
        'Tu as un TDAH, donc le travail se fait en blocs courts minutés, avec une seule prochaine étape bien visible.',
      worksFromHome: () =>
        'Tu télétravailles, donc le plan donne à la journée un début et une fin fixes et te fait sortir de chez toi.',
      nightSleep: () =>
        'Tu travailles de nuit, donc il s’agit du sommeil après le poste : dans le noir, au calme et à la même heure après chaque poste.',
    },
    unclear: [
      'Je n’ai pas compris de quoi parle cet objectif, alors je n’ai pas inventé de plan. Qu’est-ce que tu veux avoir fait, et pour quand ? Par exemple : « appeler la banque pour la carte d’ici vendredi ».',
      'Je ne suis pas sûr de ce que tu veux dire, et un plan inventé ne t’aiderait pas. Qu’est-ce que tu veux avoir fait, et pour quel jour ?',
    ],
    tooLate: 'Il est tard chez toi, la première étape peut attendre demain matin.',
  },
  nextMove: {
    header: (g) => `Prochaine action : « ${g} »`,
    now: (step, m) => `Maintenant : ${step}. Accorde-lui ${m} minutes de concentration.`,
    why: (w) => {
      switch (w.key) {
        case 'overdue':
          return w.days === 1
            ? `il était dû hier (${w.day}${said(w)})`
            : `il était dû il y a ${w.days} jours (${w.day}${said(w)})`;
        case 'dueToday':
          return `il est dû aujourd’hui${w.words ? ` (${said(w).slice(2)})` : ''}`;
        case 'dueTomorrow':
          return `il est dû demain (${w.day}${said(w)})`;
        case 'dueIn':
          return `il est dû dans ${n(w.days, 'jour', 'jours')} (${w.day}${said(w)})`;
        case 'stale':
          return `il n’a pas bougé depuis ${n(w.days, 'jour', 'jours')}`;
        case 'neverUpdated':
          return `il n’a pas bougé depuis que tu l’as créé il y a ${n(w.days, 'jour', 'jours')}`;
        case 'colour':
          return `il est ${fr.colour[w.colour]}`;
        case 'vague':
          return 'il est encore flou (passe-le d’abord dans Fortify)';
        case 'passed':
          return `tu as refusé ${n(w.count, 'séance', 'séances')} pour lui récemment`;
      }
    },
    whyLabel: 'Pourquoi celui-ci',
    after: (g, why) => `Ensuite : « ${g} » (${why}).`,
    stillVague: (k) =>
      k === 1
        ? 'Un objectif est encore flou ; passe-le dans Fortify pour pouvoir le terminer.'
        : `${k} objectifs sont encore flous ; passe-les dans Fortify pour pouvoir les terminer.`,
    tooMany: (k) => `Tu as ${k} objectifs ouverts. Choisis les 3 qui comptent cette semaine et mets le reste de côté.`,
    chosenOver: (k, why) => `Choisi parmi ${n(k + 1, 'objectif', 'objectifs')} parce qu’${why}.`,
    onlyOne: (why) => `C’est ton seul objectif ouvert, et ${why}.`,
    noGoals:
      'Tu n’as aucun objectif ouvert. Écris-en un pour cette semaine, un que tu serais fier de finir d’ici dimanche.',
    nothingToRank: 'Il n’y a encore rien à classer.',
  },
  grind: {
    name: {
      call: 'Passe l’appel',
      appointment: 'Prends rendez-vous',
      travel: 'Sprint réservation',
      home: 'Bloc maison',
      admin: 'Règle-le',
      habit: 'Répétition',
      exercise: 'Bloc de mouvement',
      outing: 'Sortie',
      seated: 'Séance assise',
      legsCore: 'Séance jambes et gainage',
      lowImpact: 'Séance douce',
      guided: 'Séance avec guide',
      paced: 'Séance courte avec pauses',
      postnatal: 'Séance douce post-partum',
      prenatal: 'Moment doux',
      food: 'Bloc cuisine',
      sleep: 'Décompression',
      drink: 'Point hydratation',
      quit: 'Plan anti-envie',
      reading: 'Lecture profonde',
      writing: 'Sprint d’écriture',
      learn: 'Exercice ciblé',
      expert: 'Construis pour de vrai',
      project: 'Sprint projet',
      work: 'Bloc préparation',
      move: 'Plan de déménagement',
      relationship: 'Fais le premier pas',
      money: 'Point finances',
      feelings: 'Pause bienveillante',
      clarify: 'Un détail de plus',
    },
    body: {
      call: (s) => [
        `${s.minutes} minutes : note les deux choses à dire, passe l’appel et écris ce qui a été convenu.`,
        `${s.minutes} minutes : si personne ne répond, laisse un court message et envoie un texto avec un horaire qui t’arrange.`,
      ],
      appointment: (s) => [
        `${s.minutes} minutes : trouve le site ou le numéro, choisis un créneau qui tient dans ta semaine et réserve-le.`,
        `${s.minutes} minutes : appelle à l’ouverture avec deux créneaux possibles et note celui qui est confirmé.`,
      ],
      travel: (s) => [
        `${s.minutes} minutes : compare deux ou trois options pour ${obj(s, 'le voyage')}, choisis-en une et réserve avant la fin du minuteur.`,
        `${s.minutes} minutes : fixe d’abord les dates et le budget, puis garde deux options pour ${obj(s, 'le voyage')}.`,
      ],
      home: (s) => [
        `${s.minutes} minutes sur ${obj(s, 'la tâche')} : commence par ce qu’on voit depuis la porte et arrête-toi à la sonnerie.`,
        `${s.minutes} minutes : prépare tout ce qu’il faut pour ${obj(s, 'la tâche')}, puis fais la première moitié.`,
      ],
      admin: (s) => [
        `${s.minutes} minutes : ouvre ce qu’il faut pour ${obj(s, 'la démarche')}, fais-la et garde la confirmation.`,
        `${s.minutes} minutes : rassemble les papiers et identifiants pour ${obj(s, 'la démarche')}, puis remplis ce que tu peux.`,
      ],
      habit: (s) => [
        `${s.minutes} minutes : fais la répétition du jour, puis coche-la sur un calendrier bien visible.`,
        `${s.minutes} minutes : prépare tout pour que demain soit plus facile, puis fais une version courte aujourd’hui.`,
      ],
      exercise: (s) => [
        `${s.minutes} minutes de mouvement : 5 minutes d’échauffement, puis un effort régulier jusqu’à la fin.`,
        `${s.minutes} minutes dehors : marche rapide ou petit footing, sans téléphone, puis note comment tu t’es senti.`,
      ],
      outing: (s) => [
        `${s.minutes} minutes dehors : va au départ, marche à allure tranquille et fais demi-tour à mi-temps.`,
        `${s.minutes} minutes : une boucle que tu ne connais pas encore, avec de l’eau et une veste, et note comment c’était.`,
      ],
      seated: (s) => [
        `${s.minutes} minutes assis : cercles de bras, tirage à l’élastique et rotations du buste, 1 minute chacun, en boucle.`,
        `${s.minutes} minutes : routine assise pour le haut du corps avec un élastique ou deux bouteilles d’eau, à rythme régulier.`,
      ],
      legsCore: (s) => [
        `${s.minutes} minutes de jambes et de gainage (squats jusqu’à une chaise, fentes, pont fessier, marche rapide) en laissant ${s.fact} au repos.`,
        `${s.minutes} minutes : marche rapide ou vélo d’appartement, puis ponts et squats lents ; rien au-dessus de la tête, rien dans les mains.`,
      ],
      lowImpact: (s) => [
        `${s.minutes} minutes d’activité douce (natation, vélo ou mobilité) qui ménage ${s.fact}.`,
        `${s.minutes} minutes : mobilité et renforcement doux sans charger ${s.fact} ; arrête si ça fait mal.`,
      ],
      guided: (s) => [
        `${s.minutes} minutes avec ton guide : marche d’échauffement, puis course et marche en alternance sur un parcours ou une piste connus.`,
        `${s.minutes} minutes sur tapis ou avec un guide sur la piste, à une allure où tu peux encore parler.`,
      ],
      paced: (s) => [
        `${Math.min(s.minutes, 15)} minutes de mouvement doux dans une pièce fraîche : 3 minutes, une pause, et encore ; arrête avant la fatigue.`,
        `${Math.min(s.minutes, 15)} minutes d’étirements assis et de marche lente, avec des pauses entre chaque ; reste au frais.`,
      ],
      postnatal: (s) => [
        `${s.minutes} minutes : une marche tranquille avec la poussette, puis des contractions du périnée et une respiration lente.`,
        `${s.minutes} minutes de mouvement doux après l’accouchement (périnée, respiration, marche) ; ni course ni abdos classiques avant le feu vert.`,
      ],
      prenatal: (s) => [
        `${s.minutes} minutes de mouvement doux (marche, natation ou yoga prénatal) à un rythme où tu peux encore parler.`,
        `${s.minutes} minutes : étirements doux et marche tranquille ; arrête-toi tout de suite si quelque chose ne va pas.`,
      ],
      food: (s) => [
        `${s.minutes} minutes : prévois ${s.fact ? `trois repas ${s.fact}` : 'trois repas'} pour la semaine et écris la liste de courses.`,
        `${s.minutes} minutes : cuisine un plat et mets une deuxième portion de côté pour demain.`,
      ],
      sleep: (s) => [
        `${s.minutes} minutes avant de dormir : écrans rangés, lumière tamisée et quelques pages de lecture légère.`,
        `${s.minutes} minutes : prépare demain (vêtements, sac, réveil) pour te coucher à l’heure.`,
      ],
      drink: (s) => [
        `${s.minutes} minutes : remplis une gourde, pose-la là où tu travailles et mets deux rappels pour aujourd’hui.`,
        `${s.minutes} minutes : trace des repères sur une bouteille pour la journée et bois jusqu’au premier maintenant.`,
      ],
      quit: (s) => [
        `${s.minutes} minutes : note tes trois moments à risque et une alternative pour chacun.`,
        `${s.minutes} minutes : débarrasse-toi de ce qui rend la chose facile et parle de ton plan à une personne.`,
      ],
      reading: (s) => [
        `Lis ${s.minutes} minutes, téléphone dans une autre pièce, puis note l’idée qui mérite d’être gardée.`,
        `${s.minutes} minutes de lecture : lis, puis résume ce que tu as lu en trois lignes.`,
      ],
      writing: (s) => [
        `Écris ${s.minutes} minutes sans te corriger ; marque les trous avec [TK] et continue.`,
        `${s.minutes} minutes : d’abord un plan (5 points), puis rédige seulement le premier.`,
      ],
      learn: (s) => [
        `Entraîne-toi ${s.minutes} minutes : ce qui a coincé la dernière fois, jusqu’à ce que ce soit acquis.`,
        `${s.minutes} minutes : une courte leçon, puis teste-toi sans notes les 5 dernières minutes.`,
      ],
      expert: (s) => [
        `${s.minutes} minutes : construis une petite chose réelle en ${obj(s, 'ce langage')}, la doc seulement si tu bloques.`,
        `${s.minutes} minutes : réécris en ${obj(s, 'ce langage')} quelque chose que tu connais bien et note trois différences.`,
      ],
      project: (s) => [
        `Sprint de ${s.minutes} minutes sur ${obj(s, 'le projet')} : prends le plus petit morceau qui le fait avancer et termine-le.`,
        `${s.minutes} minutes : liste ce qui reste pour ${obj(s, 'le projet')} et fais le premier point de bout en bout.`,
      ],
      work: (s) => [
        `${s.minutes} minutes : écris l’ordre du jour et la décision qui doit en sortir.`,
        `${s.minutes} minutes : rassemble ce qu’il faut (notes, chiffres, personnes) et envoie l’invitation ou le brouillon.`,
      ],
      move: (s) => [
        `${s.minutes} minutes : fixe une période et un budget pour le déménagement et note-les.`,
        `${s.minutes} minutes : liste les démarches (bail, changements d’adresse, inscriptions) et fais la première.`,
      ],
      relationship: (s) => [
        `${s.minutes} minutes : écris à ${who(s)} en proposant deux jours précis et une idée de sortie.`,
        `${s.minutes} minutes : appelle ${who(s)} juste pour parler, et fixez la prochaine fois où vous vous voyez.`,
      ],
      money: (s) => [
        `${s.minutes} minutes avec tes chiffres : ce qui entre, ce qui sort, et une dépense à couper.`,
        `${s.minutes} minutes : programme le virement ou le paiement automatique et note le montant.`,
      ],
      feelings: (s) => [
        `${s.minutes} minutes pour toi : une marche tranquille ou un moment près d’une fenêtre, puis une ligne sur ce que tu ressens.`,
        `${s.minutes} minutes : écris ce qui te pèse, puis une petite chose qui rendrait demain plus facile.`,
      ],
      clarify: (s) => [
        `${s.minutes} minutes : écris ce que cet objectif veut dire pour toi, à quoi ressemble « fait » et pour quand. Puis modifie l’objectif avec ce détail.`,
        `${s.minutes} minutes : écris trois phrases sur pourquoi tu t’es fixé cet objectif et fais de la plus claire son texte.`,
      ],
    },
    stuck: 'Tu as dit que tu bloquais, alors commence par le plus petit morceau possible.',
    because: (m, why) => `${m} minutes parce qu’${why}.`,
    sized: {
      oneSitting: 'il se fait en une seule fois',
      small: 'il s’agit d’une petite tâche',
      medium: 'il s’agit d’un objectif moyen et régulier',
      large: 'il s’agit d’un gros objectif qui demande de la concentration',
      huge: 'il s’agit d’un long projet où le travail en profondeur paie',
    },
    shrunk: (m) =>
      `il t’a semblé que la dernière séance pour cet objectif était trop longue, donc celle-ci dure ${m} minutes`,
    outing: 'une sortie demande le temps d’y aller, de faire le tour et de revenir',
    otherAngle: 'il t’a semblé que la dernière n’était pas pertinente, donc celle-ci prend un autre angle',
    late: 'il est tard chez toi',
    named: (m) => `il est écrit ${m} minutes dans ton objectif`,
  },
  advice: {
    setOne: {
      name: 'Fixe-toi un objectif',
      description: () =>
        'Écris un objectif que tu peux finir d’ici dimanche, avec un chiffre. Un objectif terminé vaut mieux que cinq ouverts.',
      reason: () => 'Tu n’as aucun objectif ouvert.',
    },
    cutList: {
      name: 'Raccourcis la liste',
      description: (a) =>
        `Tu portes ${a.count} objectifs ouverts. Choisis les 3 qui comptent cette semaine et laisse le reste attendre.`,
      reason: (a) => `${a.count} objectifs ouverts, c’est plus que ce qu’on peut faire avancer en une semaine.`,
    },
    unstick: {
      name: 'Débloque-le',
      description: (a) =>
        `« ${a.goal} » n’a pas bougé depuis ${a.days} jours. Aujourd’hui : ${a.step}. Si ça ne colle toujours pas, réduis-le ou supprime-le.`,
      reason: (a) => `Ton objectif le plus à l’arrêt n’a pas de nouvelle depuis ${a.days} jours.`,
    },
    dueSoon: {
      name: 'Échéance proche',
      description: (a) => `« ${a.goal} » : ${a.day}. Fais la première étape aujourd’hui : ${a.step}.`,
      reason: (a) => `C’est l’échéance la plus proche : ${a.day}.`,
    },
    bankWin: {
      name: 'Savoure la victoire',
      description: (a) =>
        `Tu as terminé « ${a.goal} » ${a.days ? `en ${n(a.days, 'jour', 'jours')}` : 'le jour même'}. Note ce qui a marché et reprends-le pour ton prochain objectif.`,
      reason: () => 'Tu as terminé un objectif ces 3 derniers jours.',
    },
    streak: {
      name: 'Protège ta série',
      description: (a) =>
        `${a.count} de tes ${a.total} dernières séances sont faites. Mets la suivante dans ton agenda dès maintenant.`,
      reason: (a) => `Tu as terminé ${a.count} séances récemment.`,
    },
    smaller: {
      name: 'Des bouchées plus petites',
      description: (a) =>
        `${a.count} séances récentes étaient trop longues ou arrêtées en route. Demande des séances de 10 minutes cette semaine et allonge après trois d’affilée.`,
      reason: (a) => `${a.count} séances récentes étaient trop longues ou annulées.`,
    },
    pickHour: {
      name: 'Choisis ton heure',
      description: () =>
        'Plusieurs séances sont tombées au mauvais moment. Choisis une heure fixe par jour pour le travail concentré et bloque-la.',
      reason: (a) => `${a.count} séances refusées à cause du moment.`,
    },
    notAllRed: {
      name: 'Tout n’est pas rouge',
      description: (a) =>
        `${a.count} de tes ${a.total} objectifs sont prioritaires. Garde un seul rouge cette semaine et recolore honnêtement les autres.`,
      reason: (a) => `${a.count} objectifs rouges sur ${a.total}.`,
    },
    sharpen: {
      name: 'Précise les flous',
      description: (a) =>
        `${a.count === 1 ? 'Un objectif porte' : `${a.count} objectifs portent`} encore l’étiquette Fortify. Un clic sur Fortify donne à chacun une date et une première étape.`,
      reason: (a) => `${a.count} objectifs ne peuvent pas encore être cochés.`,
    },
    planTomorrow: {
      name: 'Prépare demain ce soir',
      description: () => 'Avant de fermer l’ordinateur, écris la première tâche de demain sur un post-it.',
      reason: () => 'Une habitude qui aide tous les objectifs.',
    },
    twoMinutes: {
      name: 'Deux minutes pour démarrer',
      description: () =>
        'Si un objectif te pèse, engage-toi sur deux minutes seulement. Le plus dur, c’est de commencer.',
      reason: () => 'Une habitude qui aide tous les objectifs.',
    },
    weeklyReview: {
      name: 'Bilan de la semaine',
      description: () =>
        'Prends 15 minutes ce week-end : ce qui a avancé, ce qui a calé, ce qu’on abandonne. Puis fixe les objectifs de la semaine prochaine.',
      reason: () => 'C’est la fin de la semaine.',
    },
  },
  likedBefore: 'Tu as déjà aimé ce genre de conseil.',
  colour: {
    red: 'rouge, donc prioritaire',
    purple: 'violet, donc de longue haleine',
    blue: 'bleu, donc une tâche rapide',
    white: 'blanc, donc secondaire',
  },
  classify: {
    red: 'Rouge parce que l’échéance est proche ou que c’est à faire maintenant.',
    blue: 'Bleu parce que c’est une tâche rapide à boucler en une fois.',
    purple: 'Violet parce que c’est un objectif de longue haleine qui prend des semaines.',
    white: 'Blanc parce que rien n’y est urgent ni de longue haleine.',
    needs: 'Il lui faut un chiffre, une date ou une première étape pour pouvoir être terminé.',
    someday:
      'Blanc parce que c’est un souhait pour un jour, pas la priorité de la semaine ; quand tu le voudras vraiment, donne-lui une date et il remontera.',
  },
  diet: {
    vegan: 'végans',
    vegetarian: 'végétariens',
    pescatarian: 'sans viande',
    'gluten-free': 'sans gluten',
    halal: 'halal',
    kosher: 'casher',
    'dairy-free': 'sans lactose',
  },
  field: {
    software: 'le logiciel',
    cooking: 'la cuisine',
    music: 'la musique',
    fitness: 'le sport',
    writing: 'l’écriture',
    languages: 'les langues',
    design: 'le design',
    finance: 'la finance',
    electrical: 'l’électricité',
    building: 'le bâtiment',
    plumbing: 'la plomberie',
    carpentry: 'la menuiserie',
    decorating: 'la peinture',
    gardening: 'le paysage',
    mechanics: 'la mécanique',
  },
  bodyPart: {
    knee: 'le genou',
    back: 'le dos',
    ankle: 'la cheville',
    shoulder: 'l’épaule',
    hip: 'la hanche',
    wrist: 'le poignet',
    foot: 'le pied',
    neck: 'la nuque',
    elbow: 'le coude',
    leg: 'la jambe',
    joints: 'les articulations',
    hand: 'les mains',
  },
  contract: (t) =>
    t
      .replace(/(?<!\p{L})de le /gu, 'du ')
      .replace(/(?<!\p{L})de les /gu, 'des ')
      .replace(/(?<!\p{L})à le /gu, 'au ')
      .replace(/(?<!\p{L})à les /gu, 'aux ')
      // …but not before an aspirated h ('de haut en bas', 'de la haie'): only a mute h elides.
      .replace(
        /(?<!\p{L})de ([aeéèiîoôu]|h(?:eure|iver|erbe|abit|abitude|istoire|omme|ôpital|ôtel|uile|umeur|ygiène))/giu,
        'd’$1',
      )
      .replace(/(?<!\p{L})que ([aeéèiîoôu])/giu, 'qu’$1'),
  withinBudget: (a) => `, sans dépasser ${a}`,
  perPeriod: (a, n, unit) =>
    unit === 'month'
      ? ` — environ ${a} par mois pendant ${n} mois`
      : ` — environ ${a} par semaine pendant ${n} semaines`,
  join: joinWith('et'),
  // The first of the month is written '1er' ('mardi 1er juin').
  ...dateFormatter('fr-FR', (d) => d.replace(/(^|\s)1(?= \p{L})/u, '$11er')),
};
