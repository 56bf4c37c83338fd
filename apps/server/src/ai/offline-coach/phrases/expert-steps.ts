import type { Field, TradeField } from '../../understanding/facts.ts';
import type { DomainSteps } from './domain-steps.ts';

/**
 * A job of the person's own trade, done at home ('rewire the garden office' for an electrician,
 * 'Gartenmauer hochziehen' for a bricklayer): planned the way they plan a customer's job, with
 * the spec and materials ordered from their own supplier, a day booked, and the trade's own
 * finish (tested and certified, pressure-tested, road-tested). Never a beginner's steps.
 * `{thing}` is what the goal names.
 */
export const TRADE_STEPS: Record<TradeField, DomainSteps> = {
  electrical: {
    en: [
      'write the spec and the materials list for {thing} (circuits, cable runs, the board, the load) and order it from your wholesaler for one delivery',
      'book it into your diary like a customer’s job: isolate, do the work, then test and certify it as you would for a client',
    ],
    es: [
      'escribe el esquema y la lista de material (circuitos, recorridos de cable, el cuadro, la carga) y pídelo a tu almacén de material eléctrico en una sola entrega',
      'resérvate un día como para un cliente: corta y aísla, haz la instalación, y luego mide, prueba y certifica como harías en una obra',
    ],
    de: [
      'schreib Planung und Materialliste (Stromkreise, Leitungswege, Verteilung, Last) und bestell alles beim Großhändler in einer Lieferung',
      'trag es dir ein wie einen Kundenauftrag: freischalten, installieren, dann messen, prüfen und protokollieren wie bei einem Kunden',
    ],
    fr: [
      'écris le schéma et la liste du matériel (circuits, passages de câbles, tableau, puissance) et commande tout chez ton grossiste en une livraison',
      'bloque une journée comme pour un client : consigne, fais l’installation, puis teste et fais la conformité comme sur un chantier',
    ],
    pt: [
      'escreva o projeto e a lista de material (circuitos, passagem dos cabos, o quadro, a carga) e encomende tudo ao seu fornecedor numa só entrega',
      'marque o dia como se fosse um cliente: desligue e isole, faça a instalação, depois teste e certifique como faria numa obra',
    ],
  },
  building: {
    en: [
      'work out the quantities for {thing} (foundation, bricks or blocks, sand, cement), order them from your builders’ merchant and fix the delivery for the weekend',
      'check the foundation or pour a new one, then on a dry weekend with no frost forecast set your line and build it course by course as on site',
    ],
    es: [
      'calcula las cantidades (cimiento, ladrillos o bloques, arena, cemento), pídelas a tu almacén de materiales y fija la entrega para el fin de semana',
      'revisa el cimiento o hazlo nuevo, y con tiempo seco y sin heladas tira la cuerda y levántalo hilada a hilada como en obra',
    ],
    de: [
      'rechne die Mengen aus (Fundament, Steine, Sand, Zement bzw. Mörtel), bestell beim Baustoffhandel und leg die Lieferung aufs Wochenende',
      'prüf das Fundament oder gieß ein neues, dann bei trockenem Wetter ohne Frost die Schnur spannen und Reihe für Reihe hochmauern wie auf der Baustelle',
    ],
    fr: [
      'calcule les quantités (fondation, briques ou parpaings, sable, ciment), commande chez ton négoce de matériaux et cale la livraison pour le week-end',
      'vérifie la fondation ou coule-en une neuve, puis par temps sec et sans gel tends ton cordeau et monte rang par rang comme sur un chantier',
    ],
    pt: [
      'calcule as quantidades (alicerce, tijolos ou blocos, areia, cimento), encomende ao seu fornecedor de materiais e marque a entrega para o fim de semana',
      'veja o alicerce ou faça um novo, e com tempo seco e sem geada estique a linha e suba fiada a fiada como na obra',
    ],
  },
  plumbing: {
    en: [
      'write the parts list for {thing} (pipe, fittings, valves) and order it from your plumbers’ merchant, then book a day for it like a customer’s job',
      'isolate and drain down, do the work, then pressure-test it and check every joint for leaks as you would for a client',
    ],
    es: [
      'haz la lista de material (tubo, accesorios, llaves) y pídela a tu almacén de fontanería, y resérvate un día como para un cliente',
      'corta el agua y vacía, haz el trabajo, y luego prueba la presión y revisa cada unión como harías para un cliente',
    ],
    de: [
      'schreib die Materialliste (Rohre, Fittings, Ventile), bestell beim Großhändler und trag dir einen Tag ein wie für einen Kundenauftrag',
      'absperren und entleeren, die Arbeit machen, dann abdrücken und jede Verbindung auf Dichtheit prüfen wie bei einem Kunden',
    ],
    fr: [
      'fais la liste des pièces (tubes, raccords, vannes), commande chez ton grossiste en plomberie et bloque une journée comme pour un client',
      'coupe l’eau et vidange, fais le travail, puis fais l’essai de pression et vérifie chaque raccord comme pour un client',
    ],
    pt: [
      'faça a lista de material (tubo, conexões, válvulas), encomende ao seu fornecedor e marque um dia como se fosse um cliente',
      'feche a água e esvazie, faça o trabalho, depois teste a pressão e verifique cada junta como faria para um cliente',
    ],
  },
  carpentry: {
    en: [
      'draw {thing} with its sizes, write the cutting list and the fixings, and order the timber from your merchant for one delivery',
      'book a day for it like a customer’s job, cut and fit it, and finish it to the standard you would hand over',
    ],
    es: [
      'dibújalo con sus medidas, haz la lista de cortes y herrajes, y pide la madera a tu almacén en una sola entrega',
      'resérvate un día como para un cliente, corta y monta, y termínalo con el acabado que entregarías',
    ],
    de: [
      'zeichne es mit Maßen, schreib die Zuschnittliste und die Beschläge und bestell das Holz beim Holzhandel in einer Lieferung',
      'trag dir einen Tag ein wie für einen Kundenauftrag, schneid zu, bau ein und mach es fertig, wie du es abnehmen lassen würdest',
    ],
    fr: [
      'dessine-le avec ses cotes, fais la liste de débit et de quincaillerie, et commande le bois chez ton fournisseur en une livraison',
      'bloque une journée comme pour un client, débite et pose, et finis-le comme tu le livrerais',
    ],
    pt: [
      'desenhe com as medidas, faça a lista de cortes e ferragens, e encomende a madeira ao seu fornecedor numa só entrega',
      'marque um dia como se fosse um cliente, corte e monte, e termine com o acabamento que entregaria',
    ],
  },
  decorating: {
    en: [
      'measure {thing}, work out the paint, filler and sundries, and order them from your trade counter for one day',
      'book the day like a customer’s job: mask and prep properly, then cut in and finish as you would for a client',
    ],
    es: [
      'mide, calcula la pintura, la masilla y el material, y pídelo a tu proveedor para un solo día',
      'resérvate el día como para un cliente: protege y prepara bien, y luego recorta y termina como en una obra',
    ],
    de: [
      'miss aus, rechne Farbe, Spachtel und Kleinmaterial aus und bestell alles beim Fachhandel für einen Tag',
      'plan den Tag wie einen Kundenauftrag: sauber abkleben und vorbereiten, dann Kanten ziehen und fertig streichen wie beim Kunden',
    ],
    fr: [
      'mesure, calcule la peinture, l’enduit et les fournitures, et commande tout chez ton fournisseur pour une journée',
      'bloque la journée comme pour un client : protège et prépare bien, puis rechampis et finis comme sur un chantier',
    ],
    pt: [
      'meça, calcule a tinta, a massa e o material, e encomende tudo ao seu fornecedor para um só dia',
      'marque o dia como se fosse um cliente: proteja e prepare bem, depois recorte e acabe como numa obra',
    ],
  },
  gardening: {
    en: [
      'walk {thing} and write the job list and the materials (plants, compost, edging, any hire), and order them from your supplier for one delivery',
      'book it in like a customer’s job on a dry day, do the heavy work first and finish it as you would for a client',
    ],
    es: [
      'recorre el jardín y apunta los trabajos y el material (plantas, sustrato, bordillos, alquiler de máquina), y pídelo a tu proveedor en una entrega',
      'resérvate un día seco como para un cliente, haz primero lo pesado y termínalo como lo harías en un encargo',
    ],
    de: [
      'geh den Garten ab, schreib Arbeitsliste und Material (Pflanzen, Erde, Kanten, Leihgeräte) und bestell alles bei deinem Lieferanten in einer Lieferung',
      'trag dir einen trockenen Tag ein wie für einen Kundenauftrag, mach zuerst das Schwere und bring es fertig wie beim Kunden',
    ],
    fr: [
      'fais le tour du jardin, liste les travaux et les fournitures (plantes, terreau, bordures, location), et commande chez ton fournisseur en une livraison',
      'bloque une journée sèche comme pour un client, fais d’abord le gros œuvre et finis comme pour un chantier',
    ],
    pt: [
      'percorra o jardim, anote os trabalhos e o material (plantas, terra, lancis, aluguer de máquinas) e encomende ao seu fornecedor numa entrega',
      'marque um dia seco como se fosse um cliente, faça primeiro o trabalho pesado e acabe como faria num serviço',
    ],
  },
  mechanics: {
    en: [
      'look up the job on {thing} in the workshop data, order the parts and fluids from your factor, and book it a slot like a customer’s car',
      'do the job as you would in the workshop, torque and check everything, road-test it and note the date and mileage',
    ],
    es: [
      'mira el trabajo en los datos técnicos del coche, pide las piezas y los líquidos a tu proveedor y dale un hueco como al coche de un cliente',
      'hazlo como en el taller, aprieta al par y revisa todo, pruébalo en carretera y anota la fecha y los kilómetros',
    ],
    de: [
      'schau die Arbeit in den Werkstattdaten nach, bestell Teile und Flüssigkeiten beim Teilehändler und gib ihm einen Termin wie einem Kundenauto',
      'mach es wie in der Werkstatt, zieh alles mit Drehmoment an, prüf es, mach eine Probefahrt und notier Datum und Kilometerstand',
    ],
    fr: [
      'regarde l’intervention dans la doc technique, commande les pièces et les fluides chez ton fournisseur et donne-lui un créneau comme à une voiture de client',
      'fais-le comme à l’atelier, serre au couple et contrôle tout, fais un essai routier et note la date et le kilométrage',
    ],
    pt: [
      'veja o serviço nos dados técnicos do carro, encomende as peças e os fluidos ao seu fornecedor e marque-lhe um horário como a um carro de cliente',
      'faça como na oficina, aperte ao binário e confira tudo, faça um teste de estrada e anote a data e os quilómetros',
    ],
  },
};

/**
 * A skill inside the person's own profession ('learn photoshop' for a designer of 12 years,
 * 'Spanisch lernen' for an interpreter at C1): the advanced end of it, worked on real material,
 * never a first tutorial. Software keeps the kind's own steps (a real task, docs when stuck).
 */
export const EXPERT_STEPS: Partial<Record<Field, DomainSteps>> = {
  design: {
    en: [
      'automate one task you repeat every week (an action, a batch or a script) and time it against the manual way',
      'redo one real job using the advanced features you usually skip (smart objects, shortcuts, presets) and keep the workflow that saves time',
    ],
    es: [
      'automatiza una tarea que repites cada semana (una acción, un lote o un script) y cronométrala frente a hacerlo a mano',
      'rehaz un encargo real con las funciones avanzadas que sueles saltarte (objetos inteligentes, atajos, ajustes preestablecidos) y quédate con el flujo de trabajo que ahorre tiempo',
    ],
    de: [
      'automatisiere eine Aufgabe, die du jede Woche wiederholst (eine Aktion, eine Stapelverarbeitung oder ein Skript), und miss die Zeit gegen den Weg von Hand',
      'bau einen echten Auftrag mit den fortgeschrittenen Funktionen nach, die du sonst auslässt (Smartobjekte, Tastenkürzel, Vorlagen), und behalte den Workflow, der Zeit spart',
    ],
    fr: [
      'automatise une tâche que tu répètes chaque semaine (une action, un traitement par lots ou un script) et chronomètre-la face à la méthode à la main',
      'refais un vrai projet avec les fonctions avancées que tu sautes d’habitude (objets dynamiques, raccourcis, préréglages) et garde le flux de travail qui fait gagner du temps',
    ],
    pt: [
      'automatize uma tarefa que repete todas as semanas (uma ação, um lote ou um script) e cronometre-a contra o jeito manual',
      'refaça um trabalho real com as funções avançadas que costuma pular (objetos inteligentes, atalhos, predefinições) e fique com o fluxo de trabalho que poupa tempo',
    ],
  },
  cooking: {
    en: [
      'pick a cuisine or a technique you never use at work (fermenting, a laminated dough, a new regional cuisine) and cook one dish from it to your service standard',
      'cook it again with one change, taste both side by side and write down what you would put on a menu',
    ],
    es: [
      'elige una cocina o una técnica que nunca usas en el trabajo (fermentados, una masa hojaldrada, una cocina regional nueva) y cocina un plato de ella con tu nivel de servicio',
      'vuelve a cocinarlo con un cambio, pruébalos uno al lado del otro y apunta qué pondrías en una carta',
    ],
    de: [
      'such dir eine Küche oder Technik aus, die du im Job nie benutzt (Fermentieren, ein Blätterteig, eine neue Regionalküche), und koch ein Gericht daraus auf deinem Service-Niveau',
      'koch es noch einmal mit einer Änderung, probier beide nebeneinander und schreib auf, was davon auf eine Karte käme',
    ],
    fr: [
      'choisis une cuisine ou une technique que tu n’utilises jamais au travail (fermentation, pâte feuilletée, une cuisine régionale nouvelle) et cuisine un plat au niveau de ton service',
      'refais-le avec un changement, goûte les deux côte à côte et note ce que tu mettrais à la carte',
    ],
    pt: [
      'escolha uma cozinha ou técnica que nunca usa no trabalho (fermentação, massa folhada, uma cozinha regional nova) e cozinhe um prato dela ao nível do seu serviço',
      'cozinhe-o de novo com uma mudança, prove os dois lado a lado e anote o que poria num menu',
    ],
  },
  music: {
    en: [
      'pick a piece above your level or in a style you never play and learn its hardest 8 bars first, slowly, with a metronome',
      'record yourself playing it, listen back once and fix the two spots you hear',
    ],
    es: [
      'elige una pieza por encima de tu nivel o de un estilo que nunca tocas y aprende primero sus 8 compases más difíciles, despacio y con metrónomo',
      'grábate tocándola, escúchala una vez y arregla los dos pasajes que oigas',
    ],
    de: [
      'such dir ein Stück über deinem Niveau oder in einem Stil aus, den du nie spielst, und lern zuerst seine 8 schwersten Takte, langsam, mit Metronom',
      'nimm dich dabei auf, hör es einmal an und verbessere die zwei Stellen, die dir auffallen',
    ],
    fr: [
      'choisis un morceau au-dessus de ton niveau ou dans un style que tu ne joues jamais et travaille d’abord ses 8 mesures les plus dures, lentement, au métronome',
      'enregistre-toi, réécoute une fois et corrige les deux passages que tu entends',
    ],
    pt: [
      'escolha uma peça acima do seu nível ou de um estilo que nunca toca e aprenda primeiro os 8 compassos mais difíceis, devagar, com metrônomo',
      'grave-se a tocar, ouça uma vez e corrija os dois trechos que notar',
    ],
  },
  languages: {
    en: [
      'read 20 minutes of something written for native speakers (a novel, a newspaper, a specialist text) and note the idioms you would not have used',
      'set the next exam level (C2) as your target and do one timed past paper section this week',
    ],
    es: [
      'lee 20 minutos de algo escrito para nativos (una novela, un periódico, un texto especializado) y apunta las expresiones que tú no habrías usado',
      'ponte como meta el siguiente nivel de examen (C2) y haz esta semana una parte de un examen anterior con tiempo',
    ],
    de: [
      'lies 20 Minuten etwas, das für Muttersprachler geschrieben ist (einen Roman, eine Zeitung, einen Fachtext), und notier die Redewendungen, die du selbst nicht benutzt hättest',
      'nimm dir die nächste Prüfungsstufe (C2) als Ziel vor und mach diese Woche einen Prüfungsteil einer alten Prüfung auf Zeit',
    ],
    fr: [
      'lis 20 minutes d’un texte écrit pour des natifs (un roman, un journal, un texte spécialisé) et note les expressions que tu n’aurais pas employées',
      'fixe-toi le niveau d’examen suivant (C2) comme objectif et fais cette semaine une épreuve d’annale chronométrée',
    ],
    pt: [
      'leia 20 minutos de algo escrito para nativos (um romance, um jornal, um texto especializado) e anote as expressões que não teria usado',
      'defina o próximo nível de exame (C2) como meta e faça esta semana uma parte de uma prova antiga cronometrada',
    ],
  },
  writing: {
    en: [
      'write one piece in a form you never use at work (a short story, an essay, a pitch) and cut it by a third',
      'send it to one reader you trust and rewrite the weakest paragraph from their note',
    ],
    es: [
      'escribe una pieza en un formato que nunca usas en el trabajo (un relato, un ensayo, una propuesta) y recórtala un tercio',
      'mándasela a un lector de confianza y reescribe el párrafo más flojo con su comentario',
    ],
    de: [
      'schreib einen Text in einer Form, die du im Job nie benutzt (eine Kurzgeschichte, einen Essay, ein Exposé), und kürz ihn um ein Drittel',
      'schick ihn einer Person, deren Urteil du traust, und schreib den schwächsten Absatz nach ihrer Rückmeldung neu',
    ],
    fr: [
      'écris un texte dans une forme que tu n’utilises jamais au travail (une nouvelle, un essai, un pitch) et coupe-le d’un tiers',
      'envoie-le à un lecteur de confiance et réécris le paragraphe le plus faible d’après sa remarque',
    ],
    pt: [
      'escreva um texto num formato que nunca usa no trabalho (um conto, um ensaio, um pitch) e corte um terço',
      'mande-o a um leitor de confiança e reescreva o parágrafo mais fraco a partir do comentário dele',
    ],
  },
  fitness: {
    en: [
      'write a 4-week block with one measurable target (a lift, a time, a skill) and test where you stand on day one',
      'log each session’s load and how it felt, and set the next one from the log, as you would for a client',
    ],
    es: [
      'escribe un bloque de 4 semanas con un objetivo medible (un peso, un tiempo, una habilidad) y mide dónde estás el primer día',
      'anota la carga y las sensaciones de cada sesión y ajusta la siguiente con esos datos, como harías con un cliente',
    ],
    de: [
      'schreib einen 4-Wochen-Block mit einem messbaren Ziel (ein Gewicht, eine Zeit, eine Übung) und teste am ersten Tag, wo du stehst',
      'protokollier Last und Gefühl jeder Einheit und plan die nächste danach, wie du es für einen Kunden tun würdest',
    ],
    fr: [
      'écris un bloc de 4 semaines avec un objectif mesurable (une charge, un temps, une figure) et teste ton niveau le premier jour',
      'note la charge et le ressenti de chaque séance et règle la suivante d’après ce carnet, comme pour un client',
    ],
    pt: [
      'escreva um bloco de 4 semanas com uma meta mensurável (uma carga, um tempo, uma habilidade) e teste onde está no primeiro dia',
      'anote a carga e a sensação de cada sessão e ajuste a seguinte a partir disso, como faria com um cliente',
    ],
  },
  finance: {
    en: [
      'build a real model of your own numbers the way you would for a client, with the advanced features you rarely use (pivot tables, lookups, scenarios)',
      'check it against last month’s statements and fix what does not reconcile',
    ],
    es: [
      'monta un modelo real de tus propias cuentas como lo harías para un cliente, con las funciones avanzadas que casi no usas (tablas dinámicas, búsquedas, escenarios)',
      'cuádralo con los extractos del mes pasado y corrige lo que no concilie',
    ],
    de: [
      'bau ein echtes Modell deiner eigenen Zahlen wie für einen Mandanten, mit den fortgeschrittenen Funktionen, die du selten nutzt (Pivot-Tabellen, Verweise, Szenarien)',
      'gleich es mit den Auszügen des letzten Monats ab und korrigier, was nicht aufgeht',
    ],
    fr: [
      'monte un vrai modèle de tes propres chiffres comme pour un client, avec les fonctions avancées que tu utilises peu (tableaux croisés, recherches, scénarios)',
      'rapproche-le des relevés du mois dernier et corrige ce qui ne colle pas',
    ],
    pt: [
      'monte um modelo real dos seus próprios números como faria para um cliente, com as funções avançadas que quase não usa (tabelas dinâmicas, procuras, cenários)',
      'confira-o com os extratos do mês passado e corrija o que não bater',
    ],
  },
};
