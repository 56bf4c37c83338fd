import type { TradeField } from '../../understanding/facts.ts';
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
