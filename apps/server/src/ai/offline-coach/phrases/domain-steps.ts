import { IF_THEN_TEXT_MAX } from '@grindstone/contract';
import type { DomainId } from '../../understanding/domains.ts';
import type { Diet } from '../../understanding/facts.ts';
import type { CoachLanguage } from '../../understanding/language.ts';
import type { FactNote } from '../phrasebook.ts';

/**
 * What to do first for each domain, in each language: two concrete actions, as imperatives in
 * the register of the phrasebooks (tú, você, tu, du). The first is Fortify's and Next move's first
 * step; a grind does the first and then the second.
 */
export type DomainSteps = Record<CoachLanguage, readonly [string, string]>;

/** Furniture out of a box: its parts counted against the sheet, then built where it will stay. */
const FLATPACK_STEPS: DomainSteps = {
  en: [
    'find the instructions (or a video for the model) and lay out every part and fixing of {thing}, counting them against the list, with the allen key or screwdriver it needs',
    'build it where it will stay, tighten every bolt once more at the end, and check it is steady before anyone uses it',
  ],
  es: [
    'busca las instrucciones (o un vídeo del modelo) y extiende todas las piezas y tornillos, contándolos con la lista, con la llave allen o el destornillador que pida',
    'móntalo donde se va a quedar, aprieta otra vez todos los tornillos al final y comprueba que está firme antes de usarlo',
  ],
  de: [
    'such die Anleitung (oder ein Video zum Modell) und leg alle Teile und Schrauben aus, nach der Liste gezählt, mit dem Inbus oder Schraubenzieher, den es braucht',
    'bau es dort auf, wo es stehen bleibt, zieh am Ende alle Schrauben noch einmal nach und prüf, ob es fest steht, bevor es jemand benutzt',
  ],
  fr: [
    'retrouve la notice (ou une vidéo du modèle) et étale toutes les pièces et la visserie en les comptant sur la liste, avec la clé Allen ou le tournevis qu’il faut',
    'monte-le là où il restera, resserre toutes les vis à la fin et vérifie qu’il est stable avant que quelqu’un s’en serve',
  ],
  pt: [
    'encontre as instruções (ou um vídeo do modelo) e espalhe todas as peças e parafusos, contando-os pela lista, com a chave allen ou a chave de fenda que pedir',
    'monte onde vai ficar, aperte de novo todos os parafusos no fim e confira se está firme antes de alguém usar',
  ],
};

/** A puncture is a tube to patch, not a bike to check over. */
const PUNCTURE: StepVariant = {
  terms:
    'puncture*|inner tube|flat tyre|flat tire|pinchazo|rueda pinchada|camara de la bici|parchear|platten|platter reifen|reifen platt|hinterrad platt|vorderrad platt|reifen flicken|rad flicken|fahrrad flicken|fahrradschlauch|schlauch flicken|crevaison|creve|chambre a air|pneu furado|furo|furado|camara de ar',
  steps: {
    en: [
      'take the wheel off, lever one side of the tyre off and pull out the inner tube, then pump it up and find the hole by listening or in a bowl of water',
      'roughen round the hole, spread the glue from a patch kit and wait 5 minutes till it is tacky, press the patch on, feel inside the tyre for the thorn or glass, then refit and pump it up',
    ],
    es: [
      'quita la rueda, saca un lado de la cubierta con los desmontables y saca la cámara; ínflala y busca el agujero escuchando o en un barreño con agua',
      'lija alrededor del agujero, pon el pegamento del kit de parches y espera 5 minutos a que quede mordiente, aprieta el parche, busca con la mano el pincho o el cristal dentro de la cubierta, y vuelve a montarla e inflarla',
    ],
    de: [
      'bau das Laufrad aus, hebel eine Seite des Reifens mit den Reifenhebern ab und zieh den Schlauch heraus; pump ihn auf und such das Loch nach Gehör oder in einer Schüssel Wasser',
      'raue die Stelle um das Loch an, streich Vulkanisierlösung aus dem Flickzeug auf und lass sie 5 Minuten antrocknen, drück den Flicken fest, tast den Reifen innen nach Dorn oder Scherbe ab, dann wieder einbauen und aufpumpen',
    ],
    fr: [
      'démonte la roue, sors un côté du pneu avec les démonte-pneus et retire la chambre à air ; gonfle-la et trouve le trou à l’oreille ou dans une bassine d’eau',
      'ponce autour du trou, mets la colle du kit de réparation et attends 5 minutes qu’elle soit sèche au toucher, appuie la rustine, cherche du doigt l’épine ou le verre dans le pneu, puis remonte et regonfle',
    ],
    pt: [
      'tire a roda, solte um lado do pneu com as espátulas e tire a câmara de ar; encha-a e procure o furo pelo som ou num alguidar/bacia com água',
      'lixe à volta do furo, ponha a cola do kit de remendos e espere 5 minutos até ficar pegajosa, aperte o remendo, procure com a mão o espinho ou o vidro dentro do pneu, e volte a montar e a encher',
    ],
  },
};

/** A bike, a scooter or their parts: checked over, oiled and pumped, the worn parts to a shop. */
const BIKE_CHECK_STEPS: DomainSteps = {
  en: [
    'put {thing} on a stand or upside down and check the tyres, the brakes and the chain, noting anything worn (brake pads, cables, a stretched chain)',
    'clean and oil the chain, pump the tyres to the pressure on their side wall, and book a shop for what is worn',
  ],
  es: [
    'pon la bici en un caballete o bocabajo y revisa las ruedas, los frenos y la cadena, apuntando lo que esté gastado (pastillas, cables, una cadena estirada)',
    'limpia y engrasa la cadena, infla las ruedas a la presión que marca el lateral de la cubierta y pide cita en un taller para lo que esté gastado',
  ],
  de: [
    'stell das Rad in einen Montageständer oder auf den Kopf und prüf Reifen, Bremsen und Kette; schreib auf, was verschlissen ist (Bremsbeläge, Züge, eine gelängte Kette)',
    'putz und öl die Kette, pump die Reifen auf den Druck, der auf der Reifenflanke steht, und mach für das Verschlissene einen Termin in der Werkstatt',
  ],
  fr: [
    'mets le vélo sur un pied d’atelier ou à l’envers et vérifie les pneus, les freins et la chaîne, en notant ce qui est usé (plaquettes, câbles, une chaîne détendue)',
    'nettoie et huile la chaîne, gonfle les pneus à la pression indiquée sur leur flanc et prends rendez-vous chez un vélociste pour ce qui est usé',
  ],
  pt: [
    'ponha a bicicleta num suporte ou de cabeça para baixo e verifique os pneus, os travões/freios e a corrente, anotando o que estiver gasto (pastilhas, cabos, uma corrente esticada)',
    'limpe e lubrifique a corrente, encha os pneus à pressão indicada na lateral e marque numa oficina de bicicletas o que estiver gasto',
  ],
};

export const DOMAIN_STEPS: Record<DomainId, DomainSteps> = {
  bike: BIKE_CHECK_STEPS,
  // A graded music or dance exam: the exam's parts practised every day, the weak spot slowly.
  gradeExam: {
    en: [
      'split 20 to 30 minutes a day into the exam’s parts: scales and arpeggios slowly with a metronome, then the pieces a few bars at a time, then five minutes of sight-reading or aural tests',
      'take the weak spot your teacher named (or the hardest bars) at half speed with the metronome, raise it a notch only when it is clean, and record one full run-through of the pieces each week',
    ],
    es: [
      'reparte 20 a 30 minutos al día entre las partes del examen: escalas y arpegios despacio con metrónomo, luego las obras por compases, y cinco minutos de lectura a primera vista o de audición',
      'trabaja el punto flojo que te marcó tu profesor (o los compases más difíciles) a media velocidad con el metrónomo, sube un punto solo cuando salga limpio y grábate tocando las obras enteras una vez por semana',
    ],
    de: [
      'teil dir täglich 20 bis 30 Minuten in die Teile der Prüfung auf: Tonleitern und Arpeggien langsam mit Metronom, dann die Stücke taktweise, dann fünf Minuten Vom-Blatt-Spiel oder Gehörbildung',
      'übe die Schwachstelle, die deine Lehrerin oder dein Lehrer genannt hat (oder die schwersten Takte), im halben Tempo mit Metronom, stell es erst schneller, wenn es sauber ist, und nimm einmal pro Woche die Stücke ganz auf',
    ],
    fr: [
      'répartis 20 à 30 minutes par jour entre les parties de l’examen : gammes et arpèges lentement au métronome, puis les morceaux quelques mesures à la fois, puis cinq minutes de déchiffrage ou de formation de l’oreille',
      'travaille le point faible que ton professeur a signalé (ou les mesures les plus dures) à mi-vitesse au métronome, n’accélère que quand c’est propre, et enregistre les morceaux en entier une fois par semaine',
    ],
    pt: [
      'divida 20 a 30 minutos por dia entre as partes do exame: escalas e arpejos devagar com metrónomo/metrônomo, depois as peças por compassos, e cinco minutos de leitura à primeira vista ou de percepção auditiva',
      'trabalhe o ponto fraco que o seu professor apontou (ou os compassos mais difíceis) a meia velocidade com o metrónomo/metrônomo, suba só quando sair limpo, e grave as peças inteiras uma vez por semana',
    ],
  },
  // College papers failed and sat again: the re-exam's form and date, then each subject's old papers.
  reExam: {
    en: [
      'list each backlog subject with its re-exam date from the college or university notice, and check the last day to register and pay the exam fee',
      'make a timetable that gives each subject its days before its paper, and solve the previous years’ question papers (past papers) for it, marking the syllabus topics that come up every year',
    ],
    es: [
      'apunta cada asignatura pendiente con la fecha de su examen de recuperación y mira el último día para inscribirte y pagar la tasa',
      'haz un calendario que dé a cada asignatura sus días antes de su examen y resuelve los exámenes de otros años, marcando las preguntas que se repiten',
    ],
    de: [
      'schreib jedes offene Fach mit dem Termin der Wiederholungsprüfung auf und prüf, bis wann du dich anmelden musst',
      'mach einen Plan, der jedem Fach seine Tage vor der Prüfung gibt, und rechne die Altklausuren durch, markiert, was jedes Jahr drankommt',
    ],
    fr: [
      'note chaque matière à rattraper avec la date de son rattrapage et vérifie la date limite d’inscription',
      'fais un planning qui donne à chaque matière ses jours avant son épreuve et fais les annales des années précédentes, en marquant les questions qui reviennent',
    ],
    pt: [
      'anote cada disciplina em atraso com a data do exame de recurso ou de recuperação e veja o último dia para se inscrever e pagar a taxa',
      'faça um cronograma que dê a cada disciplina os seus dias antes da prova e resolva as provas dos anos anteriores, marcando as questões que se repetem',
    ],
  },
  // Sports gear to a shop or the club's maker: dropped off, priced, collected before the match.
  gearService: {
    en: [
      'find who does it (a racket stringer, the club’s maker, a ski, golf or skate shop), ring or check their turnaround, and drop it off with a note of what you want done',
      'ask the price and the pick-up day, make sure it is back a few days before your match or trip, put the collection in your calendar, and keep a spare in your bag till then',
    ],
    es: [
      'busca quién lo hace (un encordador, la tienda de esquí, golf o patines, o el club), pregunta cuánto tardan y déjalo con una nota de lo que quieres',
      'pregunta el precio y el día de recogida, asegúrate de tenerlo unos días antes del partido o del viaje, apunta la recogida en el calendario y lleva uno de repuesto hasta entonces',
    ],
    de: [
      'such, wer es macht (ein Bespannservice, ein Ski-, Golf- oder Schlittschuhladen, der Verein), frag, wie lange es dauert, und gib es mit einem Zettel ab, was gemacht werden soll',
      'frag nach Preis und Abholtag, sorg dafür, dass du es ein paar Tage vor dem Spiel oder der Reise zurückhast, trag die Abholung in den Kalender ein und nimm bis dahin Ersatz mit',
    ],
    fr: [
      'trouve qui s’en charge (un cordeur, un magasin de ski, de golf ou de patins, le club), demande le délai et dépose-le avec une note de ce que tu veux',
      'demande le prix et le jour de retrait, assure-toi de l’avoir quelques jours avant le match ou le départ, note le retrait dans ton agenda et garde un rechange d’ici là',
    ],
    pt: [
      'descubra quem faz (um encordoador, a loja de esqui, golfe ou patins, o clube), pergunte quanto tempo leva e deixe-o lá com um bilhete do que quer',
      'pergunte o preço e o dia de levantar, garanta que volta uns dias antes do jogo ou da viagem, anote no calendário e leve um de reserva até lá',
    ],
  },
  familyRecipe: {
    en: [
      'ask the person whose dish it is (or whoever in the family remembers it) for the recipe with real quantities and their tricks, or watch them make it once, and write it down',
      'cook it once this week from your notes, taste it against your memory of theirs, and note what to change next time',
    ],
    es: [
      'pide la receta a quien la hace (o a quien de la familia la recuerde), con cantidades de verdad y sus trucos, o quédate a ver cómo se hace una vez, y apúntala',
      'hazla una vez esta semana con tus notas, pruébala pensando en cómo sabía y apunta qué cambiarías la próxima vez',
    ],
    de: [
      'frag die Person, von der das Gericht ist (oder wer in der Familie es noch weiß), nach dem Rezept mit echten Mengen und den Kniffen, oder schau einmal beim Kochen zu, und schreib es auf',
      'koch es diese Woche einmal nach deinen Notizen, vergleich es mit deiner Erinnerung und notier, was du nächstes Mal änderst',
    ],
    fr: [
      'demande la recette à la personne dont c’est le plat (ou à quelqu’un de la famille qui s’en souvient), avec les vraies quantités et les astuces, ou regarde-la faire une fois, et note-la',
      'fais-le une fois cette semaine avec tes notes, compare avec ton souvenir et note ce que tu changerais la prochaine fois',
    ],
    pt: [
      'peça a receita a quem faz (ou a quem da família se lembra), com as quantidades de verdade e os truques, ou acompanhe o preparo uma vez, e anote',
      'faça uma vez esta semana pelas suas anotações, prove comparando com a lembrança e anote o que mudaria na próxima vez',
    ],
  },
  cashHandover: {
    en: [
      'count the money into an envelope, write the amount and what it is for on it, and text {person} to agree when you can drop it round',
      'hand it over, and ask for a receipt or a text saying it arrived',
    ],
    es: [
      'cuenta el dinero en un sobre, apunta encima el importe y para qué es, y escribe a {person} para quedar cuándo se lo llevas',
      'entrégalo y pide un recibo o un mensaje que confirme que lo ha recibido',
    ],
    de: [
      'zähl das Geld in einen Umschlag, schreib Betrag und Zweck darauf und schreib {person}, wann du es vorbeibringen kannst',
      'gib es ab und bitte um eine Quittung oder eine kurze Nachricht, dass es angekommen ist',
    ],
    fr: [
      'compte l’argent dans une enveloppe, note dessus le montant et à quoi il sert, et écris à {person} pour convenir quand le déposer',
      'remets-le et demande un reçu ou un message qui confirme qu’il l’a bien reçu',
    ],
    pt: [
      'conte o dinheiro num envelope, escreva nele o valor e para que é, e mande mensagem a {person} para combinar quando levar',
      'entregue e peça um recibo ou uma mensagem confirmando que recebeu',
    ],
  },
  documentPickup: {
    en: [
      'check when the office is open and what they need to hand it over (your ID; for someone else’s, a signed letter from them and a copy of their ID; any fee), and call to ask that it is ready',
      'go with those, check the name, dates and grades on it before you leave, and keep it flat in a folder',
    ],
    es: [
      'mira el horario de la oficina y qué piden para entregarlo (tu DNI; si es de otra persona, una autorización firmada y copia de su DNI; alguna tasa), y llama para confirmar que está listo',
      've con todo eso, revisa el nombre, las fechas y las notas antes de irte, y guárdalo plano en una carpeta',
    ],
    de: [
      'schau nach den Öffnungszeiten und was sie zur Übergabe brauchen (deinen Ausweis; bei fremden Unterlagen eine unterschriebene Vollmacht und eine Ausweiskopie; eine Gebühr), und ruf an, ob es bereitliegt',
      'geh mit diesen Unterlagen hin, prüf Name, Daten und Noten noch vor Ort und heb es glatt in einer Mappe auf',
    ],
    fr: [
      'vérifie les horaires du bureau et ce qu’il faut pour le retirer (ta pièce d’identité ; pour quelqu’un d’autre, une procuration signée et une copie de sa pièce ; des frais éventuels), et appelle pour savoir s’il est prêt',
      'vas-y avec tout ça, vérifie le nom, les dates et les notes avant de partir, et range-le à plat dans une pochette',
    ],
    pt: [
      'veja o horário da secretaria e o que pedem para entregar (seu documento; se for de outra pessoa, uma autorização assinada e cópia do documento dela; alguma taxa), e ligue para confirmar que está pronto',
      'vá com tudo isso, confira nome, datas e notas antes de sair e guarde-o sem dobrar numa pasta',
    ],
  },
  lonely: {
    en: [
      'find one thing near you that meets every week (a class, a club, a walking group, a volunteer shift) and go once',
      'message one person you miss today and agree a day this week for a call',
    ],
    es: [
      'busca cerca de casa algo que se reúna cada semana (un taller, un club, un grupo de caminar, un voluntariado) y ve una vez',
      'escribe hoy a alguien a quien quieres y propón un día de esta semana para una llamada',
    ],
    de: [
      'such dir in der Nähe etwas, das sich jede Woche trifft (ein Kurs, ein Verein, eine Wandergruppe, ein Ehrenamt), und geh einmal hin',
      'schreib heute einem Menschen, den du vermisst, und macht einen Tag diese Woche zum Telefonieren aus',
    ],
    fr: [
      'trouve près de chez toi une activité qui se retrouve chaque semaine (un cours, un club, un groupe de marche, du bénévolat) et vas-y une fois',
      'écris aujourd’hui à quelqu’un qui te manque et fixez un jour cette semaine pour vous appeler',
    ],
    pt: [
      'procure perto de casa uma atividade semanal (uma aula, um grupo de caminhada, um clube, um voluntariado) e vá uma vez',
      'mande hoje uma mensagem a alguém de quem gosta e combinem um dia desta semana para uma chamada',
    ],
  },
  guestRoom: {
    en: [
      'make up the bed with clean sheets and clear a drawer and some wardrobe space',
      'clear the floor and surfaces, air the room, and leave towels, a lamp and the wifi password by the bed',
    ],
    es: [
      'haz la cama con sábanas limpias y vacía un cajón y un hueco en el armario',
      'despeja el suelo y las superficies, ventila el cuarto y deja toallas, una lámpara y la clave del wifi junto a la cama',
    ],
    de: [
      'bezieh das Bett frisch und räum eine Schublade und etwas Platz im Schrank frei',
      'räum Boden und Ablagen frei, lüfte das Zimmer und leg Handtücher, eine Lampe und das WLAN-Passwort ans Bett',
    ],
    fr: [
      'fais le lit avec des draps propres et libère un tiroir et un peu de place dans l’armoire',
      'dégage le sol et les surfaces, aère la chambre et laisse des serviettes, une lampe et le code du wifi près du lit',
    ],
    pt: [
      'faça a cama com lençóis limpos e esvazie uma gaveta e um espaço no armário',
      'libere o chão e as superfícies, areje o quarto e deixe toalhas, uma luz de cabeceira e a senha do wifi ao lado da cama',
    ],
  },
  flatHunt: {
    en: [
      'set your monthly budget and the areas that work, and save a search with alerts on the main rental sites',
      'message three listings today asking for a viewing, and keep your ID and proof of income ready to send',
    ],
    es: [
      'fija cuánto puedes pagar al mes y las zonas que te valen, y guarda una búsqueda con alertas en los portales de alquiler',
      'escribe hoy a tres anuncios pidiendo visita y ten a mano tu identificación y un comprobante de ingresos o el contrato',
    ],
    de: [
      'leg fest, wie viel Miete im Monat geht und welche Viertel passen, und speicher eine Suche mit Benachrichtigung auf den Wohnungsportalen',
      'schreib heute drei Anzeigen an und bitte um eine Besichtigung; halte Ausweis, Gehaltsnachweise und Schufa bereit',
    ],
    fr: [
      'fixe ton budget par mois et les quartiers possibles, et enregistre une recherche avec alertes sur les sites d’annonces',
      'écris aujourd’hui à trois annonces pour demander une visite, et prépare ton dossier : pièce d’identité, fiches de paie ou contrat',
    ],
    pt: [
      'defina quanto pode pagar por mês e os bairros que servem, e guarde uma busca com alertas nos sites de imóveis',
      'mande mensagem hoje a três anúncios pedindo visita e tenha à mão o documento de identidade e um comprovativo de rendimentos ou o contrato',
    ],
  },
  payroll: {
    en: [
      'gather this month’s hours, overtime, absences and leave for each person in one sheet',
      'run the figures in the payroll software or send them to your accountant, check every payslip, then schedule the payments',
    ],
    es: [
      'reúne en una hoja las horas, horas extra, faltas y vacaciones del mes de cada persona',
      'pasa los datos al programa de nóminas o a tu gestor o contador, revisa cada recibo y programa las transferencias',
    ],
    de: [
      'sammle in einer Tabelle die Stunden, Überstunden, Fehltage und Urlaubstage des Monats für jede Person',
      'gib die Zahlen ins Lohnprogramm oder schick sie dem Steuerbüro, prüf jede Abrechnung und plan die Überweisungen ein',
    ],
    fr: [
      'rassemble dans un tableau les heures, heures sup, absences et congés du mois pour chaque salarié',
      'saisis-les dans le logiciel de paie ou envoie-les au comptable, vérifie chaque bulletin et programme les virements',
    ],
    pt: [
      'junte numa planilha as horas, horas extras, faltas e férias do mês de cada funcionário',
      'lance os dados no sistema da folha ou mande ao contador, confira cada recibo e agende os pagamentos',
    ],
  },
  prescription: {
    en: [
      'check in the app or with the pharmacy that the prescription is ready, and when they are open',
      'take your ID or the collection code, collect it at the counter and check the medicine and the dose before you go',
    ],
    es: [
      'comprueba en la app o llamando a la farmacia que la receta está lista y su horario',
      'lleva la tarjeta sanitaria o el DNI, recógela en el mostrador y revisa el medicamento y la dosis antes de irte',
    ],
    de: [
      'prüf in der App oder per Anruf in der Apotheke, ob das Rezept da ist und wann geöffnet ist',
      'nimm Karte oder Abholschein mit, hol es am Tresen ab und prüf Medikament und Dosis, bevor du gehst',
    ],
    fr: [
      'vérifie dans l’appli ou en appelant la pharmacie que l’ordonnance est prête, et leurs horaires',
      'prends ta carte Vitale, récupère-la au comptoir et vérifie le médicament et la dose avant de partir',
    ],
    pt: [
      'confirme no app ou ligando para a farmácia que a receita está pronta e o horário',
      'leve o documento ou o código, levante no balcão e confira o medicamento e a dose antes de sair',
    ],
  },
  tenancy: {
    en: [
      'read the lease or the agent’s email again and list what they need: signatures, initials, copies, the deposit',
      'scan or photograph every signed page, send it with a short email and keep a copy of everything',
    ],
    es: [
      'relee el contrato o el correo de la inmobiliaria y apunta lo que piden: firmas, copias, la fianza',
      'escanea o fotografía cada página firmada, envíala con un correo corto y guarda copia de todo',
    ],
    de: [
      'lies den Mietvertrag oder die Mail der Verwaltung noch einmal und notier, was sie brauchen: Unterschriften, Kopien, Kaution',
      'scann oder fotografier jede unterschriebene Seite, schick sie mit einer kurzen Mail und heb eine Kopie von allem auf',
    ],
    fr: [
      'relis le bail ou le mail de l’agence et note ce qu’ils demandent : signatures, paraphes, copies, dépôt de garantie',
      'scanne ou photographie chaque page signée, envoie-la avec un mail court et garde une copie de tout',
    ],
    pt: [
      'releia o contrato ou o e-mail da imobiliária e anote o que pedem: assinaturas, cópias, a caução',
      'digitalize ou fotografe cada página assinada, envie com um e-mail curto e guarde cópia de tudo',
    ],
  },
  application: {
    en: [
      'open the programme’s page and list the requirements: transcript, references, personal statement, fee, the portal',
      'ask your two referees today and write the first paragraph of your statement',
    ],
    es: [
      'abre la página del programa y apunta los requisitos: expediente, cartas de recomendación, carta de motivación, tasa, el portal',
      'pide hoy las cartas a tus dos referencias y escribe el primer párrafo de la carta de motivación',
    ],
    de: [
      'öffne die Seite des Studiengangs und notier die Anforderungen: Zeugnisse, Gutachten, Motivationsschreiben, Gebühr, das Portal',
      'frag heute deine zwei Gutachter und schreib den ersten Absatz des Motivationsschreibens',
    ],
    fr: [
      'ouvre la page du programme et note les pièces demandées : relevés de notes, lettres de recommandation, lettre de motivation, frais, la plateforme',
      'demande aujourd’hui tes deux lettres de recommandation et écris le premier paragraphe de ta lettre de motivation',
    ],
    pt: [
      'abra a página do programa e anote os requisitos: histórico, cartas de recomendação, carta de motivação, taxa, o portal',
      'peça hoje as cartas aos seus dois professores e escreva o primeiro parágrafo da carta de motivação',
    ],
  },
  businessCase: {
    en: [
      'open a spreadsheet with three columns: start-up costs, monthly costs (rent, permits, stock) and expected sales',
      'work out the price and the number of sales a month you need to break even, and check one figure with someone who knows',
    ],
    es: [
      'abre una hoja de cálculo con tres columnas: costes de arranque, costes mensuales (alquiler, permisos, género) y ventas esperadas',
      'calcula el precio y las ventas al mes que necesitas para cubrir costes, y contrasta una cifra con alguien que sepa',
    ],
    de: [
      'leg eine Tabelle mit drei Spalten an: Startkosten, Monatskosten (Miete, Genehmigungen, Ware) und erwarteter Umsatz',
      'rechne Preis und Verkäufe pro Monat bis zur Gewinnschwelle aus und prüf eine Zahl mit jemandem, der sich auskennt',
    ],
    fr: [
      'ouvre un tableur avec trois colonnes : coûts de départ, coûts mensuels (loyer, autorisations, stock) et ventes attendues',
      'calcule le prix et le nombre de ventes par mois pour atteindre le seuil de rentabilité, et vérifie un chiffre avec quelqu’un qui connaît',
    ],
    pt: [
      'abra uma planilha com três colunas: custos iniciais, custos mensais (aluguel, licenças, estoque) e vendas esperadas',
      'calcule o preço e as vendas por mês para empatar os custos, e confira um número com alguém que entende',
    ],
  },
  quoteRequest: {
    en: [
      'write down the job in a few lines with sizes and photos, and ask three firms for a quote by the same date',
      'compare the quotes line by line: what is included, start date, guarantee and the total',
    ],
    es: [
      'describe el trabajo en pocas líneas con medidas y fotos, y pide presupuesto a tres empresas para la misma fecha',
      'compara los presupuestos punto por punto: qué incluyen, fecha de inicio, garantía y total',
    ],
    de: [
      'beschreib die Arbeit in ein paar Zeilen mit Maßen und Fotos und frag bei drei Firmen ein Angebot bis zum selben Tag an',
      'vergleich die Angebote Posten für Posten: was enthalten ist, Starttermin, Gewährleistung und Gesamtpreis',
    ],
    fr: [
      'décris les travaux en quelques lignes avec mesures et photos, et demande un devis à trois entreprises pour la même date',
      'compare les devis ligne par ligne : ce qui est inclus, date de début, garantie et total',
    ],
    pt: [
      'descreva o serviço em poucas linhas com medidas e fotos e peça orçamento a três empresas para a mesma data',
      'compare os orçamentos item a item: o que incluem, data de início, garantia e total',
    ],
  },
  clientQuote: {
    en: [
      'list what the client asked for, with your hours or units and the price of each, in your usual template',
      'check the figures and the validity date, send it as a PDF and note the day to follow up',
    ],
    es: [
      'apunta lo que pidió el cliente, con tus horas o unidades y el precio de cada cosa, en tu plantilla de siempre',
      'revisa las cifras y la validez, envíalo en PDF y apunta el día para hacer seguimiento',
    ],
    de: [
      'schreib auf, was der Kunde angefragt hat, mit Stunden oder Mengen und dem Preis je Posten, in deiner Vorlage',
      'prüf Zahlen und Gültigkeit, schick es als PDF und notier dir den Tag zum Nachfassen',
    ],
    fr: [
      'liste ce que le client a demandé, avec tes heures ou quantités et le prix de chaque poste, dans ton modèle habituel',
      'vérifie les montants et la durée de validité, envoie-le en PDF et note le jour de la relance',
    ],
    pt: [
      'anote o que o cliente pediu, com as suas horas ou quantidades e o preço de cada item, no seu modelo de sempre',
      'confira os valores e a validade, envie em PDF e anote o dia para dar seguimento',
    ],
  },
  volunteer: {
    en: [
      'find the nearest food bank or charity that needs people and sign up for one shift',
      'put the shift in your calendar and ask what to wear and bring on the first day',
    ],
    es: [
      'busca el banco de alimentos o la ONG más cercana que pida voluntarios y apúntate a un turno',
      'pon el turno en tu agenda y pregunta qué llevar y qué ponerte el primer día',
    ],
    de: [
      'such die nächste Tafel oder Initiative, die Helfer sucht, und meld dich für eine Schicht',
      'trag die Schicht in den Kalender ein und frag, was du am ersten Tag mitbringen sollst',
    ],
    fr: [
      'trouve l’association ou la banque alimentaire la plus proche qui cherche des bénévoles et inscris-toi pour un créneau',
      'note le créneau dans ton agenda et demande quoi apporter le premier jour',
    ],
    pt: [
      'procure o banco alimentar ou a instituição mais próxima que precisa de voluntários e inscreva-se num turno',
      'ponha o turno na agenda e pergunte o que levar no primeiro dia',
    ],
  },
  bookClub: {
    en: [
      'ask at the library or a bookshop, or look online, for a book club near you and note when it meets',
      'get this month’s book, read the first chapters and go to the next meeting with one thing to say',
    ],
    es: [
      'pregunta en la biblioteca o en una librería, o busca en internet, un club de lectura cerca y apunta cuándo se reúne',
      'consigue el libro del mes, lee los primeros capítulos y ve a la próxima reunión con algo que comentar',
    ],
    de: [
      'frag in der Bücherei oder Buchhandlung oder such online nach einem Lesekreis in der Nähe und notier, wann er sich trifft',
      'besorg das Buch des Monats, lies die ersten Kapitel und geh mit einem Gedanken dazu zum nächsten Treffen',
    ],
    fr: [
      'demande à la médiathèque ou en librairie, ou cherche en ligne, un club de lecture près de chez toi et note quand il se réunit',
      'procure-toi le livre du mois, lis les premiers chapitres et va à la prochaine rencontre avec une chose à dire',
    ],
    pt: [
      'pergunte na biblioteca ou numa livraria, ou procure online, um clube de leitura perto e anote quando se reúne',
      'arranje o livro do mês, leia os primeiros capítulos e vá ao próximo encontro com algo para comentar',
    ],
  },
  licenceRenewal: {
    en: [
      'check the expiry date and, on the official site, what the renewal needs: photo, eye test or medical, fee',
      'apply online or book the appointment, and keep the receipt with your old licence',
    ],
    es: [
      'mira la fecha de caducidad y, en la web oficial, qué pide la renovación: foto, certificado médico, tasa',
      'pide la cita previa o hazlo en línea, y guarda el justificante con el carnet antiguo',
    ],
    de: [
      'prüf das Ablaufdatum und auf der offiziellen Seite, was der Umtausch braucht: Foto, Sehtest, Gebühr',
      'stell den Antrag online oder buch den Termin beim Amt und heb die Bestätigung mit dem alten Führerschein auf',
    ],
    fr: [
      'vérifie la date d’expiration et, sur le site officiel, ce que demande le renouvellement : photo, certificat médical, frais',
      'fais la demande en ligne ou prends rendez-vous, et garde le récépissé avec l’ancien permis',
    ],
    pt: [
      'veja a data de validade e, no site oficial, o que a renovação pede: foto, atestado médico, taxa',
      'peça online ou marque o atendimento, e guarde o comprovativo com a carta antiga',
    ],
  },
  takeout: {
    en: [
      'pick the two evenings you usually order in and plan a 15-minute meal for each',
      'move the delivery apps off your home screen and set a weekly cap for takeout, then check it on Sunday',
    ],
    es: [
      'elige las dos noches en que sueles pedir comida y planifica una cena de 15 minutos para cada una',
      'quita las apps de comida a domicilio de la pantalla de inicio y ponte un tope semanal para pedir, que revisas el domingo',
    ],
    de: [
      'such die zwei Abende aus, an denen du meist bestellst, und plan für jeden ein 15-Minuten-Essen',
      'schieb die Liefer-Apps vom Startbildschirm und leg ein Wochenlimit für Bestellungen fest, das du sonntags prüfst',
    ],
    fr: [
      'repère les deux soirs où tu commandes d’habitude et prévois un repas de 15 minutes pour chacun',
      'enlève les applis de livraison de l’écran d’accueil et fixe un plafond par semaine pour les commandes, vérifié le dimanche',
    ],
    pt: [
      'escolha as duas noites em que costuma pedir comida e planeje um jantar de 15 minutos para cada uma',
      'tire os apps de delivery da tela inicial e defina um limite semanal para pedidos, conferido no domingo',
    ],
  },
  bookkeeping: {
    en: [
      'download the bank statement and match each line to an invoice or receipt',
      'list what does not reconcile and update the ledger with the month’s income and expenses',
    ],
    es: [
      'descarga el extracto del banco y cuadra cada línea con su factura o ticket',
      'apunta lo que no cuadra y actualiza el libro de cuentas con ingresos y gastos',
    ],
    de: [
      'lade den Kontoauszug herunter und ordne jeder Zeile eine Rechnung oder einen Beleg zu',
      'notiere, was nicht aufgeht, und trage Einnahmen und Ausgaben ins Kassenbuch ein',
    ],
    fr: [
      'télécharge le relevé bancaire et rapproche chaque ligne d’une facture ou d’un reçu',
      'note ce qui ne colle pas et mets à jour le registre des recettes et dépenses',
    ],
    pt: [
      'baixe o extrato do banco e confira cada linha com a nota ou o recibo',
      'anote o que não bate e atualize a planilha com receitas e despesas do mês',
    ],
  },
  expenses: {
    en: [
      'collect every receipt and photograph them on one table',
      'enter the amounts in the claim form and send it for approval',
    ],
    es: [
      'reúne todos los tickets y hazles una foto sobre la mesa',
      'pon los importes en el formulario de la empresa y envíalo para su aprobación',
    ],
    de: [
      'sammle alle Belege und fotografiere sie auf einem Tisch',
      'trag die Beträge ins Formular ein und reich es zur Freigabe ein',
    ],
    fr: [
      'rassemble tous les justificatifs et prends-les en photo',
      'saisis les montants dans le formulaire et envoie-le pour validation',
    ],
    pt: [
      'junte todos os comprovantes e fotografe-os em cima da mesa',
      'preencha os valores no formulário e mande por e-mail com o número do protocolo',
    ],
  },
  invoice: {
    en: [
      'list the hours or items with their amounts and the due date',
      'make the PDF with your bank details and payment terms, attach it and send it',
    ],
    es: [
      'apunta las horas o conceptos con su importe y la fecha de pago',
      'genera el PDF con tus datos bancarios y condiciones de pago y envíalo',
    ],
    de: [
      'liste die Stunden oder Posten mit Beträgen und Zahlungsziel auf',
      'erstelle das PDF mit Bankverbindung und Zahlungsbedingungen und schick es ab',
    ],
    fr: [
      'liste les heures ou prestations avec leurs montants et l’échéance',
      'fais le PDF avec ton RIB et les conditions de paiement, puis envoie-le',
    ],
    pt: [
      'liste as horas ou os itens com os valores e o vencimento',
      'gere o PDF com os dados bancários e as condições de pagamento e envie',
    ],
  },
  vehicleTax: {
    en: [
      'find the reminder letter or the logbook (V5C) and open the official vehicle tax service with its reference and the number plate, checking the amount',
      'pay it online or by direct debit, save the confirmation or receipt, and put next year’s renewal date in your calendar',
    ],
    es: [
      'busca la matrícula y la referencia del recibo (o la carta del ayuntamiento) y entra en la web de tu ayuntamiento o de la hacienda de tu estado o provincia para ver el importe',
      'págalo en línea, en el banco o domiciliado, guarda el justificante y apunta en el calendario la fecha del año que viene',
    ],
    de: [
      'such den Kfz-Steuerbescheid vom Hauptzollamt und prüf Aktenzeichen, Betrag und Fälligkeit (die Kfz-Steuer zieht der Zoll ein, nicht das Finanzamt)',
      'erteil dem Zoll ein SEPA-Lastschriftmandat oder überweise mit dem Aktenzeichen, und heb die Bestätigung auf',
    ],
    fr: [
      'prépare ta carte grise et le numéro d’immatriculation, et ouvre le site officiel (l’ANTS en France, la SAAQ au Québec) pour voir le montant',
      'paie en ligne avec ta carte, télécharge le reçu et note dans ton agenda la date de l’an prochain',
    ],
    pt: [
      'separe os documentos do carro e a carta ou o aviso do imposto, e abra o site oficial com essa referência para ver o valor',
      'pague pelo banco ou pela internet, guarde o recibo e marque no calendário a data do próximo ano',
    ],
  },
  injuryCheck: {
    en: [
      'book your GP for the first slot (or go to urgent care or a minor injuries unit today if you can’t put weight on it or move it, or it is badly swollen or numb), and write down when and how it started and what makes it worse',
      'until then, ice it for 15–20 minutes a few times a day wrapped in a cloth, rest and support it (a brace or a bandage, raised when you sit), and take your notes to the appointment',
    ],
    es: [
      'pide cita con tu médico de cabecera o de familia (en el centro de salud, el IMSS o tu seguro), o ve hoy a urgencias si no puedes apoyarlo ni moverlo, o está muy hinchado o dormido; y apunta cuándo y cómo empezó y qué lo empeora',
      'mientras tanto, ponle hielo envuelto en un paño 15–20 minutos varias veces al día, déjalo descansar y sujétalo (una venda o una férula, en alto al sentarte), y lleva tus notas a la consulta',
    ],
    de: [
      'mach einen Termin in deiner Hausarztpraxis (oder geh heute zum ärztlichen Bereitschaftsdienst, 116 117, oder in die Notaufnahme, wenn du nicht auftreten oder es nicht bewegen kannst, es stark geschwollen oder taub ist) und schreib auf, wann und wie es angefangen hat und was es schlimmer macht',
      'bis dahin kühl es mehrmals am Tag 15–20 Minuten mit Eis in einem Tuch, schon es und stütz es (Bandage oder Schiene, beim Sitzen hochgelegt), und nimm deine Notizen mit zum Termin',
    ],
    fr: [
      'prends rendez-vous chez ton médecin traitant ou ton médecin de famille (ou va aujourd’hui aux urgences ou dans une clinique sans rendez-vous si tu ne peux pas t’appuyer dessus ni le bouger, ou si c’est très enflé ou engourdi), et note quand et comment ça a commencé et ce qui aggrave la douleur',
      'd’ici là, mets de la glace enveloppée dans un linge 15 à 20 minutes plusieurs fois par jour, ménage-le et maintiens-le (une attelle ou un bandage, surélevé au repos), et apporte tes notes au rendez-vous',
    ],
    pt: [
      'marque uma consulta com o seu médico (ou vá hoje a uma urgência se não conseguir apoiar nem mexer, ou se estiver muito inchado ou dormente), e anote quando e como começou e o que piora a dor',
      'até lá, ponha gelo enrolado num pano 15 a 20 minutos algumas vezes por dia, poupe a zona e apoie-a com uma tala ou uma faixa elástica (elevada quando estiver sentado), e leve as notas para a consulta',
    ],
  },
  hostedMeal: {
    en: [
      'settle the day, the time and who is coming, and ask everyone once what they don’t eat (gluten, meat, halal or kosher)',
      'write the menu with one dish everyone can eat, make the shopping list from it and shop the day before',
    ],
    es: [
      'fija el día, la hora y quién viene, y pregunta una vez a todos qué no comen (gluten, carne, halal o kosher)',
      'escribe el menú con un plato que puedan comer todos, saca de ahí la lista de la compra y compra el día antes',
    ],
    de: [
      'leg Tag, Uhrzeit und Gäste fest und frag alle einmal, was sie nicht essen (Gluten, Fleisch, halal oder koscher)',
      'schreib die Speisekarte mit einem Gericht, das alle essen können, mach daraus die Einkaufsliste und kauf am Tag davor ein',
    ],
    fr: [
      'fixe le jour, l’heure et qui vient, et demande une fois à tout le monde ce qu’il ne mange pas (gluten, viande, halal ou casher)',
      'écris le menu avec un plat que tout le monde peut manger, fais-en la liste de courses et fais les courses la veille',
    ],
    pt: [
      'combine o dia, a hora e quem vem, e pergunte uma vez a todos o que não comem (glúten, carne, halal ou kosher)',
      'escreva o menu com um prato que todos possam comer, tire dele a lista de compras e faça as compras na véspera',
    ],
  },
  tax: {
    en: [
      'log in to the tax portal and find the bill, its reference and the amount',
      'pay it online or set up the direct debit, and save the confirmation',
    ],
    es: [
      'entra en la web de Hacienda y busca el recibo, su referencia y el importe',
      'págalo en línea o domicílialo en el banco, y guarda el justificante',
    ],
    de: [
      'melde dich beim Finanzamt-Portal an und such den Bescheid, das Aktenzeichen und den Betrag',
      'überweise online oder richte die Lastschrift ein und speichere die Bestätigung',
    ],
    fr: [
      'connecte-toi à ton espace impots.gouv et trouve l’avis, sa référence et le montant',
      'paie en ligne ou mets en place le prélèvement, et garde la confirmation',
    ],
    pt: [
      'entre no site da prefeitura ou da Receita e encontre a guia, o código de barras e o valor',
      'pague pelo app do banco ou por Pix e guarde o comprovante',
    ],
  },
  debt: {
    en: [
      'look up the balance, the interest rate and the minimum payment on the statement',
      'set a fixed payment above the minimum on payday and cut one expense to fund it',
    ],
    es: [
      'mira en el extracto el saldo, el interés y el pago mínimo',
      'fija un pago mensual por encima del mínimo el día de cobro y recorta un gasto para cubrirlo',
    ],
    de: [
      'schau auf der Abrechnung nach Saldo, Zinssatz und Mindestzahlung',
      'leg eine feste Rate über dem Minimum am Zahltag fest und streich eine Ausgabe dafür',
    ],
    fr: [
      'regarde sur le relevé le solde, le taux d’intérêt et le paiement minimum',
      'fixe un remboursement au-dessus du minimum le jour de paie et coupe une dépense pour le financer',
    ],
    pt: [
      'veja na fatura o saldo, os juros e o pagamento mínimo',
      'defina uma parcela fixa acima do mínimo no dia do salário e corte um gasto para pagar',
    ],
  },
  fees: {
    en: [
      'find the amount, the account or portal and the reference on the letter or email from them',
      'pay it online or by transfer with that reference, and keep the receipt until they confirm it',
    ],
    es: [
      'busca en la carta o el correo el importe, la cuenta o la web para pagar y la referencia',
      'págalo por transferencia o en su web con esa referencia y guarda el justificante hasta que lo confirmen',
    ],
    de: [
      'such im Brief oder in der Mail Betrag, Konto oder Portal und Verwendungszweck heraus',
      'überweis es mit genau diesem Verwendungszweck oder zahl im Portal und heb den Beleg auf, bis es bestätigt ist',
    ],
    fr: [
      'retrouve dans le courrier ou le mail le montant, le compte ou le site de paiement et la référence',
      'paie en ligne ou par virement avec cette référence, et garde le justificatif jusqu’à leur confirmation',
    ],
    pt: [
      'procure na carta ou no e-mail o valor, a conta ou o site para pagar e a referência',
      'pague pelo site, por Pix ou transferência com essa referência e guarde o comprovante até confirmarem',
    ],
  },
  bills: {
    en: [
      'open the banking app and find the amount, the payee and the reference',
      'pay it or set up a direct debit, and keep the confirmation',
    ],
    es: [
      'abre la app del banco y busca el importe, el emisor y la referencia',
      'págalo o domicílialo, y guarda el justificante',
    ],
    de: [
      'öffne die Banking-App und such Betrag, Empfänger und Verwendungszweck',
      'überweise oder richte einen Dauerauftrag ein und heb die Bestätigung auf',
    ],
    fr: [
      'ouvre l’appli de ta banque et trouve le montant, le bénéficiaire et la référence',
      'paie ou mets en place le prélèvement, et garde la confirmation',
    ],
    pt: [
      'abra o app do banco e confira o valor, o vencimento e o código de barras',
      'pague por Pix ou débito automático e guarde o comprovante',
    ],
  },
  insurance: {
    en: [
      'find your policy number and what the claim or change needs',
      'call or fill in the online form, and note the case reference',
    ],
    es: [
      'busca tu número de póliza y lo que pide el parte o el cambio',
      'llama o rellena el formulario en línea y apunta el número de expediente',
    ],
    de: [
      'such deine Versicherungsnummer heraus und was die Meldung braucht',
      'ruf an oder füll das Online-Formular aus und notier das Aktenzeichen',
    ],
    fr: [
      'retrouve ton numéro de contrat et ce que la demande exige',
      'appelle ou remplis le formulaire en ligne, et note le numéro de dossier',
    ],
    pt: [
      'ache o número da apólice ou da carteirinha e o que o pedido exige',
      'ligue ou preencha o formulário online e anote o número do protocolo',
    ],
  },
  pension: {
    en: [
      'find your latest pension statement (or log in to the provider or the state pension service) and note the pot, what you and your employer pay in, and the income it projects',
      'ask HR or the provider whether you get the full employer match and what the fees are, then set your contribution percentage through payroll and put a yearly check in the calendar',
    ],
    es: [
      'busca el último extracto de tu plan de pensiones (o tu informe en la web de la Seguridad Social) y apunta lo ahorrado, lo que aportáis tú y la empresa y la pensión estimada',
      'pregunta a recursos humanos o a la gestora por las comisiones y por lo que aporta la empresa, ajusta tu aportación y pon una revisión anual en la agenda',
    ],
    de: [
      'such die letzte Renteninformation der Rentenversicherung und die Unterlagen zu Riester oder Betriebsrente heraus und notier Beiträge, Zulagen, Arbeitgeberzuschuss und die voraussichtliche Rente',
      'frag bei der Personalabteilung oder beim Anbieter nach, ob du alle Zulagen und den vollen Arbeitgeberzuschuss bekommst und was der Vertrag kostet, dann pass den Beitrag an und trag eine jährliche Prüfung in den Kalender ein',
    ],
    fr: [
      'retrouve ton dernier relevé de retraite (ou connecte-toi à ton compte retraite en ligne) et note tes trimestres, ce que toi et ton employeur versez et la pension estimée',
      'demande aux RH ou au gestionnaire de ton plan d’épargne retraite les frais et l’abondement de l’employeur, ajuste tes versements et mets une vérification annuelle dans l’agenda',
    ],
    pt: [
      'ache o último extrato da previdência (ou entre no portal do INSS ou da Segurança Social) e anote o saldo, o que você e a empresa pagam e o benefício previsto',
      'pergunte ao RH ou à gestora pelas taxas e pela contrapartida da empresa, ajuste a sua contribuição e ponha uma revisão anual na agenda',
    ],
  },
  invest: {
    en: [
      'compare two low-cost index funds by their fees',
      'set a monthly amount on payday and leave it alone for a year',
    ],
    es: [
      'compara dos fondos indexados de bajo coste por sus comisiones',
      'programa una aportación mensual el día de cobro y no la toques en un año',
    ],
    de: [
      'vergleiche zwei günstige ETFs nach ihren Kosten',
      'richte einen Sparplan am Zahltag ein und lass ihn ein Jahr laufen',
    ],
    fr: [
      'compare deux fonds indiciels peu chers par leurs frais',
      'programme un versement mensuel le jour de paie et n’y touche pas pendant un an',
    ],
    pt: [
      'compare dois fundos de índice baratos pelas taxas',
      'programe um aporte mensal no dia do salário e não mexa por um ano',
    ],
  },
  budget: {
    en: [
      'sort last month’s spending from your bank statement into five categories',
      'set a weekly limit for the biggest one and check it every Sunday',
    ],
    es: [
      'clasifica los gastos del mes pasado del extracto en cinco categorías',
      'pon un límite semanal a la más grande y revísalo cada domingo',
    ],
    de: [
      'sortier die Ausgaben des letzten Monats vom Kontoauszug in fünf Kategorien',
      'leg für die größte ein Wochenlimit fest und prüf es jeden Sonntag',
    ],
    fr: [
      'classe les dépenses du mois dernier du relevé en cinq catégories',
      'fixe une limite par semaine pour la plus grosse et vérifie chaque dimanche',
    ],
    pt: [
      'separe os gastos do mês passado do extrato em cinco categorias',
      'defina um limite semanal para a maior e confira todo domingo',
    ],
  },
  savings: {
    en: [
      'set up a standing order to a savings account for the day after payday',
      'check last month’s spending and pick one thing to cut',
    ],
    es: [
      'programa una transferencia automática a una cuenta de ahorro el día después de cobrar',
      'revisa los gastos del mes pasado y elige uno que recortar',
    ],
    de: [
      'richte einen Dauerauftrag aufs Sparkonto für den Tag nach dem Zahltag ein',
      'geh die Ausgaben des letzten Monats durch und streich eine',
    ],
    fr: [
      'mets en place un virement automatique vers un livret le lendemain de la paie',
      'regarde les dépenses du mois dernier et choisis-en une à couper',
    ],
    pt: [
      'programe uma transferência automática para a poupança no dia seguinte ao salário',
      'olhe os gastos do mês passado e escolha um para cortar',
    ],
  },
  photoId: {
    en: [
      'find a photo booth, pharmacy or shop that does official photos, and check the size and background rules',
      'go, get the prints and put them with your form',
    ],
    es: [
      'busca un fotomatón o estudio que haga fotos oficiales y mira el tamaño y el fondo que piden',
      've, recoge las copias y guárdalas con el formulario',
    ],
    de: [
      'such einen Fotoautomaten oder ein Fotostudio für biometrische Fotos und prüf Größe und Hintergrund',
      'geh hin, hol die Abzüge und leg sie zum Antrag',
    ],
    fr: [
      'trouve un photomaton ou un studio qui fait les photos officielles et vérifie le format et le fond',
      'vas-y, récupère les tirages et range-les avec le dossier',
    ],
    pt: [
      'procure um estúdio ou farmácia que tire fotos oficiais e confira o tamanho e o fundo',
      'vá, pegue as cópias e guarde junto com os documentos',
    ],
  },
  addressChange: {
    en: [
      'check on the official site or app how to update the address online and which proof of the new address it takes (rental agreement, utility bill)',
      'upload the proof, submit the change and note the request number to track it',
    ],
    es: [
      'mira en la web o la app oficial cómo cambiar la dirección en línea y qué justificante del nuevo domicilio piden (contrato de alquiler, factura)',
      'sube el justificante, envía el cambio y apunta el número de solicitud para seguirlo',
    ],
    de: [
      'schau auf der offiziellen Seite oder App nach, wie du die Adresse online änderst und welchen Nachweis der neuen Adresse sie wollen (Mietvertrag, Meldebescheinigung)',
      'lad den Nachweis hoch, schick die Änderung ab und notier die Vorgangsnummer',
    ],
    fr: [
      'vérifie sur le site ou l’appli officielle comment changer l’adresse en ligne et quel justificatif de domicile est demandé (bail, facture)',
      'dépose le justificatif, envoie la demande et note son numéro pour la suivre',
    ],
    pt: [
      'veja no site ou na app oficial como mudar a morada online e que comprovativo da nova morada pedem (contrato de arrendamento, fatura)',
      'envie o comprovativo, submeta o pedido e anote o número para o acompanhar',
    ],
  },
  papers: {
    en: [
      'check on the official site which documents, photos and fee it needs',
      'book the appointment online and put the documents in one folder',
    ],
    es: [
      'mira en la web oficial qué documentos, fotos y tasa hacen falta',
      'pide la cita previa en línea y junta los documentos en una carpeta',
    ],
    de: [
      'schau auf der offiziellen Seite nach, welche Unterlagen, Fotos und Gebühr nötig sind',
      'buch den Termin online und leg die Unterlagen in eine Mappe',
    ],
    fr: [
      'vérifie sur le site officiel les pièces, photos et frais demandés',
      'prends rendez-vous en ligne et mets les pièces dans une pochette',
    ],
    pt: [
      'veja no site oficial os documentos, a foto e a taxa exigidos',
      'faça o agendamento online e junte os documentos numa pasta',
    ],
  },
  // Learning to drive from the start: the licence to learn on and a first lesson, not a mock test.
  drivingTest: {
    en: [
      'apply for your provisional licence online if you do not have it yet, and ask two local instructors for their prices and first free slot',
      'book your first lesson, and before it learn the pedals, mirrors and cockpit checks from a short video',
    ],
    es: [
      'compara dos autoescuelas cercanas (matrícula, precio por clase y tasas) y pregunta por la primera clase libre',
      'reserva tu primera clase y, antes, mira un vídeo corto sobre los pedales, los espejos y las comprobaciones antes de arrancar',
    ],
    de: [
      'vergleich zwei Fahrschulen in der Nähe (Grundbetrag, Preis pro Fahrstunde) und frag nach dem nächsten Theoriekurs',
      'meld dich an, beantrag den Führerschein beim Amt (Sehtest, Erste-Hilfe-Kurs, Passfoto) und buch die erste Fahrstunde',
    ],
    fr: [
      'compare deux auto-écoles près de chez toi (forfait, prix de l’heure, code inclus ou non) et demande le premier créneau libre',
      'inscris-toi, fais ta demande de numéro NEPH en ligne et réserve ta première heure de conduite',
    ],
    pt: [
      'compare duas escolas de condução perto de si (preço do pacote, aulas incluídas, taxas) e pergunte pela primeira aula livre',
      'inscreva-se, junte os documentos pedidos (identificação, atestado médico, foto) e marque a primeira aula de condução',
    ],
  },
  cancel: {
    en: [
      'find your customer number and the notice period in the contract or account page',
      'send the cancellation by email or letter and ask for written confirmation',
    ],
    es: [
      'busca tu número de cliente y el plazo de preaviso en el contrato o tu área de cliente',
      'envía la baja por email o carta y pide confirmación por escrito',
    ],
    de: [
      'such deine Kundennummer und die Kündigungsfrist im Vertrag oder Kundenkonto',
      'schick die Kündigung per E-Mail oder Brief und verlang eine schriftliche Bestätigung',
    ],
    fr: [
      'retrouve ton numéro client et le préavis dans le contrat ou l’espace abonné',
      'envoie la résiliation par courrier ou en ligne et demande une confirmation écrite',
    ],
    pt: [
      'ache o número de cliente e o prazo de aviso no contrato ou na área do cliente',
      'peça o cancelamento por e-mail ou no app e guarde o número do protocolo',
    ],
  },
  contract: {
    en: [
      'start from a template and fill in the scope, the price and the payment terms',
      'list the deliverables with dates and send it for review and signature',
    ],
    es: [
      'parte de una plantilla y rellena el alcance, el precio y las condiciones de pago',
      'enumera los entregables con fechas y envíalo para revisión y firma',
    ],
    de: [
      'nimm eine Vorlage und füll Umfang, Preis und Zahlungsbedingungen aus',
      'liste die Leistungen mit Terminen auf und schick ihn zur Prüfung und Unterschrift',
    ],
    fr: [
      'pars d’un modèle et remplis le périmètre, le prix et les conditions de paiement',
      'liste les livrables avec leurs dates et envoie-le pour relecture et signature',
    ],
    pt: [
      'parta de um modelo e preencha o escopo, o preço e as condições de pagamento',
      'liste as entregas com datas e envie para revisão e assinatura',
    ],
  },
  vet: {
    en: [
      'find the vaccination card and note what you want the vet to check',
      'book a slot and get the carrier or lead ready the night before',
    ],
    es: [
      'busca la cartilla de vacunas y apunta lo que quieres que revise el veterinario',
      'pide hora y deja el transportín o la correa preparados la noche antes',
    ],
    de: [
      'such den Impfpass und notier, was der Tierarzt anschauen soll',
      'mach einen Termin und leg Transportbox oder Leine am Vorabend bereit',
    ],
    fr: [
      'retrouve le carnet de vaccination et note ce que le vétérinaire doit vérifier',
      'prends un créneau et prépare la caisse de transport ou la laisse la veille',
    ],
    pt: [
      'ache a carteira de vacinação e anote o que o veterinário deve olhar',
      'marque um horário e deixe a caixa de transporte ou a guia pronta na véspera',
    ],
  },
  fine: {
    en: [
      'find the notice and note its reference, the amount and the date it must be paid by (many are cheaper paid early), and check the details on it are right',
      'pay it on the official site or the number on the notice, never through a link in a text, and keep the receipt; if it is wrong, appeal before that date instead',
    ],
    es: [
      'busca la notificación y apunta el número de expediente, el importe y el plazo (muchas tienen descuento por pronto pago), y comprueba que los datos son correctos',
      'págala en la sede electrónica oficial o con los datos de la notificación, nunca desde un enlace en un SMS, y guarda el justificante; si no es correcta, recúrrela antes del plazo',
    ],
    de: [
      'such den Bescheid heraus und notier Aktenzeichen, Betrag und Frist, und prüf, ob die Angaben stimmen',
      'überweis den Betrag mit dem Aktenzeichen als Verwendungszweck, nie über einen Link in einer SMS, und heb den Beleg auf; stimmt etwas nicht, leg vor der Frist Einspruch ein',
    ],
    fr: [
      'retrouve l’avis et note son numéro, le montant et la date limite (payée vite, elle coûte souvent moins), et vérifie que les informations sont justes',
      'paie-la sur le site officiel ou au numéro indiqué sur l’avis, jamais via un lien reçu par SMS, et garde le reçu ; si elle est injustifiée, conteste-la avant la date',
    ],
    pt: [
      'encontre a notificação e anote a referência, o valor e o prazo (muitas ficam mais baratas pagas cedo), e confira se os dados estão certos',
      'pague no site oficial ou com os dados da notificação, nunca por um link recebido por SMS, e guarde o comprovativo; se estiver errada, recorra antes do prazo',
    ],
  },
  learnToRide: {
    en: [
      'find a quiet flat place (an empty car park, a park path, a playground at the weekend), lower the saddle until both their feet are flat on the ground, and put a helmet on them',
      'start with balance: pedals off or feet scooting and gliding a few metres, then one push-off with the pedals on; keep each go to 15 or 20 minutes and stop while it is still fun',
    ],
    es: [
      'busca un sitio llano y tranquilo (un aparcamiento vacío, un camino del parque, un patio el fin de semana), baja el sillín hasta que apoye los dos pies planos en el suelo y ponle el casco',
      'empieza por el equilibrio: sin pedales o empujándose con los pies y dejándose llevar unos metros, luego un arranque con pedales; que cada rato dure 15 o 20 minutos y parad mientras aún le divierte',
    ],
    de: [
      'such einen ruhigen, ebenen Platz (ein leerer Parkplatz, ein Parkweg, ein Schulhof am Wochenende), stell den Sattel so tief, dass beide Füße flach auf dem Boden stehen, und setz ihm oder ihr einen Helm auf',
      'fang mit dem Gleichgewicht an: ohne Pedale oder mit den Füßen abstoßen und ein paar Meter rollen, dann einmal mit Pedalen losfahren; jede Runde 15 bis 20 Minuten, und hört auf, solange es noch Spaß macht',
    ],
    fr: [
      'trouve un endroit plat et calme (un parking vide, une allée de parc, une cour d’école le week-end), baisse la selle jusqu’à ce que ses deux pieds touchent bien le sol, et mets-lui un casque',
      'commence par l’équilibre : sans pédales ou en poussant avec les pieds pour glisser quelques mètres, puis un départ avec les pédales ; 15 à 20 minutes par séance, et arrêtez tant que c’est encore drôle',
    ],
    pt: [
      'procure um sítio plano e calmo (um parque de estacionamento vazio, um caminho no parque, um pátio ao fim de semana), baixe o selim até os dois pés ficarem assentes no chão e ponha-lhe o capacete',
      'comece pelo equilíbrio: sem pedais ou a empurrar com os pés e a deslizar uns metros, depois um arranque com pedais; 15 a 20 minutos de cada vez, e parem enquanto ainda é divertido',
    ],
  },
  doctor: {
    en: [
      'call the practice or book online for one of two slots, with your symptoms or questions written down',
      'set a reminder the day before and keep your insurance card at hand',
    ],
    es: [
      'llama al centro o pide cita en línea en uno de dos huecos, con tus síntomas o preguntas apuntados',
      'pon un aviso el día antes y ten a mano la tarjeta sanitaria',
    ],
    de: [
      'ruf in der Praxis an oder buch online einen von zwei Terminen, mit deinen Beschwerden oder Fragen notiert',
      'stell eine Erinnerung für den Vortag und leg die Versichertenkarte bereit',
    ],
    fr: [
      'appelle le cabinet ou réserve en ligne un de deux créneaux, avec tes symptômes ou questions notés',
      'mets un rappel la veille et garde ta carte Vitale à portée de main',
    ],
    pt: [
      'ligue para a clínica ou agende online um de dois horários, com os sintomas ou as perguntas anotados',
      'ponha um lembrete na véspera e separe a carteirinha do convênio',
    ],
  },
  haircut: {
    en: ['save a photo of the cut you want', 'book a slot online or call the salon for two times that suit you'],
    es: [
      'guarda una foto del corte que quieres',
      'pide hora en línea o llama a la peluquería con dos horarios que te vengan bien',
    ],
    de: [
      'speichere ein Foto vom Schnitt, den du willst',
      'buch online oder ruf im Salon an, mit zwei Zeiten, die dir passen',
    ],
    fr: [
      'garde une photo de la coupe que tu veux',
      'réserve en ligne ou appelle le salon avec deux horaires qui t’arrangent',
    ],
    pt: ['salve uma foto do corte que você quer', 'agende pelo app ou ligue para o salão com dois horários possíveis'],
  },
  fitting: {
    en: [
      'confirm the fitting time with the dressmaker or the shop, and set out the shoes and underwear you will wear on the day',
      'try it on slowly, say what to take in or let out and where the hem falls, and note when the alterations will be ready',
    ],
    es: [
      'confirma la hora de la prueba con la modista o la tienda, y aparta los zapatos y la ropa interior que llevarás ese día',
      'pruébatelo con calma, di qué hay que meter o sacar y dónde cae el bajo, y apunta cuándo estarán los arreglos',
    ],
    de: [
      'bestätig den Termin zur Anprobe bei der Schneiderin oder im Laden und leg die Schuhe und die Unterwäsche für den Tag bereit',
      'probier es in Ruhe an, sag, was enger oder weiter muss und wo der Saum sitzen soll, und notier, wann die Änderungen fertig sind',
    ],
    fr: [
      'confirme l’heure de l’essayage avec la couturière ou la boutique, et prépare les chaussures et les sous-vêtements que tu porteras le jour J',
      'essaie-la calmement, dis ce qu’il faut reprendre ou lâcher et où tombe l’ourlet, et note quand les retouches seront prêtes',
    ],
    pt: [
      'confirme o horário da prova com a costureira ou o ateliê e separe os sapatos e a roupa íntima que vai usar no dia',
      'prove com calma, diga o que apertar ou soltar e onde fica a bainha, e anote quando os ajustes ficam prontos',
    ],
  },
  notary: {
    en: [
      'gather your ID and the documents they asked for in one folder',
      'write your three questions down and check the address and the time',
    ],
    es: [
      'reúne el DNI y los documentos que te pidieron en una carpeta',
      'apunta tus tres preguntas y confirma la dirección y la hora',
    ],
    de: [
      'leg Ausweis und die angeforderten Unterlagen in eine Mappe',
      'schreib deine drei Fragen auf und prüf Adresse und Uhrzeit',
    ],
    fr: [
      'rassemble ta pièce d’identité et les documents demandés dans un dossier',
      'note tes trois questions et vérifie l’adresse et l’heure d’arrivée',
    ],
    pt: [
      'junte o documento de identidade e os papéis pedidos numa pasta',
      'anote suas três perguntas e confira o endereço e o horário',
    ],
  },
  dryCleaning: {
    en: [
      'find the ticket or receipt and check when the shop closes',
      'collect the clothes on your way and hang them up at home',
    ],
    es: ['busca el tique y mira a qué hora cierra la tienda', 'recoge la ropa de camino y cuélgala al llegar'],
    de: [
      'such den Abholschein und schau, wann der Laden schließt',
      'hol die Kleidung auf dem Weg ab und häng sie zu Hause auf',
    ],
    fr: [
      'retrouve le ticket et vérifie l’heure de fermeture de la boutique',
      'récupère les vêtements en chemin et suspends-les en rentrant',
    ],
    pt: ['ache o tíquete e veja a que horas a loja fecha', 'pegue as roupas no caminho e pendure ao chegar'],
  },
  mending: {
    en: [
      'find a matching thread and needle (or the spare button sewn inside the garment), and pin or mark exactly where the button, the hem or the tear goes',
      'sew it with small stitches and a double thread, knot it on the inside, and try the garment on; if it is a zip, a lining or a big alteration, take it to a tailor with the measurement pinned',
    ],
    es: [
      'busca hilo y aguja del mismo color (o el botón de repuesto cosido por dentro) y marca con un alfiler dónde va el botón, el dobladillo o el roto',
      'cóselo con puntadas pequeñas y el hilo doble, remata el nudo por dentro y pruébate la prenda; si es una cremallera, un forro o un arreglo grande, llévala a una costurera con la medida marcada',
    ],
    de: [
      'such passendes Garn und eine Nadel (oder den Ersatzknopf, der innen angenäht ist) und steck genau ab, wo der Knopf, der Saum oder der Riss hinkommt',
      'näh es mit kleinen Stichen und doppeltem Faden, verknote innen und probier das Teil an; bei einem Reißverschluss, einem Futter oder einer großen Änderung bring es mit abgesteckter Länge zur Änderungsschneiderei',
    ],
    fr: [
      'trouve un fil de la même couleur et une aiguille (ou le bouton de rechange cousu à l’intérieur) et marque avec une épingle où va le bouton, l’ourlet ou l’accroc',
      'couds à petits points avec le fil doublé, fais le nœud à l’intérieur et essaie le vêtement ; pour une fermeture éclair, une doublure ou une grosse retouche, porte-le à la retoucherie avec la mesure épinglée',
    ],
    pt: [
      'ache linha da mesma cor e uma agulha (ou o botão de reserva costurado por dentro) e marque com um alfinete onde vai o botão, a bainha ou o rasgo',
      'costure com pontos pequenos e linha dupla, dê o nó por dentro e prove a peça; se for um zíper, um forro ou um ajuste grande, leve à costureira com a medida marcada',
    ],
  },
  bigWash: {
    en: [
      'read the care label and check it fits your drum with room to move (a king-size duvet often needs a laundrette’s big machine), and pick a dry day',
      'wash it on a gentle cycle with a little detergent, rinse twice, then dry it fully (tumble with two tennis balls, or spread over two lines) before it goes back on',
    ],
    es: [
      'lee la etiqueta y comprueba que cabe en el tambor con holgura (un nórdico grande suele necesitar la lavadora grande de una lavandería), y elige un día seco',
      'lávalo en un programa delicado con poco detergente, aclara dos veces y sécalo del todo (en secadora con dos pelotas de tenis, o extendido en dos cuerdas) antes de volver a ponerlo',
    ],
    de: [
      'lies das Pflegeetikett und prüf, ob es mit Luft in die Trommel passt (eine große Bettdecke braucht oft die große Maschine im Waschsalon), und such dir einen trockenen Tag aus',
      'wasch es im Schonprogramm mit wenig Waschmittel, spül zweimal und lass es ganz trocknen (im Trockner mit zwei Tennisbällen oder über zwei Leinen verteilt), bevor es wieder drankommt',
    ],
    fr: [
      'lis l’étiquette d’entretien et vérifie qu’il tient dans le tambour avec de la place (une grande couette demande souvent la grosse machine d’une laverie), et choisis un jour sec',
      'lave-le en cycle délicat avec peu de lessive, rince deux fois et fais-le sécher complètement (au sèche-linge avec deux balles de tennis, ou étalé sur deux fils) avant de le remettre',
    ],
    pt: [
      'leia a etiqueta e veja se cabe no tambor com folga (um edredom grande muitas vezes precisa da máquina grande de uma lavanderia), e escolha um dia seco',
      'lave no ciclo delicado com pouco sabão, enxágue duas vezes e seque por completo (na secadora com duas bolas de tênis, ou estendido em dois varais) antes de voltar a usar',
    ],
  },
  ironing: {
    en: [
      'set up the board by a socket, fill the iron with water and sort the pile: cool things (synthetics) first, shirts and cotton last when the iron is hot',
      'iron each shirt collar, cuffs, sleeves, then the body, and hang it straight away on a hanger, buttoned at the top, for the week',
    ],
    es: [
      'monta la tabla junto a un enchufe, llena la plancha de agua y separa el montón: primero lo que va a poca temperatura, las camisas y el algodón al final',
      'plancha cada camisa por el cuello, los puños, las mangas y luego el cuerpo, y cuélgala enseguida en una percha, abrochada arriba, para la semana',
    ],
    de: [
      'stell das Bügelbrett an eine Steckdose, füll Wasser ins Bügeleisen und sortier den Stapel: Empfindliches zuerst, Hemden und Baumwolle zuletzt, wenn es heiß ist',
      'bügel jedes Hemd in der Reihenfolge Kragen, Manschetten, Ärmel, dann den Rest, und häng es gleich auf einen Bügel, oben zugeknöpft, für die Woche',
    ],
    fr: [
      'installe la planche près d’une prise, remplis le fer d’eau et trie la pile : le délicat d’abord, les chemises et le coton à la fin quand le fer est chaud',
      'repasse chaque chemise dans l’ordre col, poignets, manches puis le corps, et mets-la tout de suite sur un cintre, boutonnée en haut, pour la semaine',
    ],
    pt: [
      'monte a tábua perto de uma tomada, ponha água no ferro e separe a pilha: o delicado primeiro, as camisas e o algodão no fim, com o ferro quente',
      'passe cada camisa na ordem gola, punhos, mangas e depois o corpo, e pendure logo num cabide, abotoada em cima, para a semana',
    ],
  },
  outdoorPaint: {
    en: [
      'pick two dry days above 10°C from the forecast, then buy exterior paint or wood stain, primer, sandpaper and a brush, and brush down the surface, sanding flaking paint and filling cracks',
      'prime any bare wood or metal, then paint two thin coats (the second once the first is dry), top to bottom along the grain, with no rain due for a day',
    ],
    es: [
      'elige en la previsión dos días secos de más de 10 °C, compra pintura de exterior o lasur, imprimación, lija y una brocha, y cepilla la superficie, lijando lo que se pele y rellenando las grietas',
      'da imprimación a la madera o el metal desnudos y luego dos manos finas (la segunda cuando la primera esté seca), de arriba abajo y a favor de la veta, sin lluvia prevista en un día',
    ],
    de: [
      'such im Wetterbericht zwei trockene Tage über 10 °C, kauf Außenfarbe oder Holzlasur, Grundierung, Schleifpapier und einen Pinsel, bürste die Fläche ab, schleif Abblätterndes an und füll Risse',
      'grundier das blanke Holz oder Metall, dann zwei dünne Anstriche (den zweiten, wenn der erste trocken ist), von oben nach unten mit der Maserung, ohne Regen für einen Tag',
    ],
    fr: [
      'choisis dans la météo deux jours secs au-dessus de 10 °C, achète de la peinture extérieure ou une lasure, une sous-couche, du papier de verre et un pinceau, puis brosse la surface, ponce ce qui s’écaille et rebouche les fissures',
      'passe la sous-couche sur le bois ou le métal nu, puis deux couches fines (la deuxième une fois la première sèche), de haut en bas dans le sens du fil, sans pluie prévue pendant un jour',
    ],
    pt: [
      'escolha na previsão dois dias secos acima de 10 °C, compre tinta de exterior ou verniz, primário, lixa e um pincel, e escove a superfície, lixando o que descasca e tapando as fissuras',
      'passe primário na madeira ou no metal nu e depois duas demãos finas (a segunda quando a primeira secar), de cima para baixo no sentido do veio, sem chuva prevista por um dia',
    ],
  },
  gardenMachine: {
    en: [
      'unplug it or take the battery out (on a petrol one, pull off the spark plug lead), tip it with the air filter up and scrape the old grass and sap off the blade or head',
      'sharpen or replace the blade (or rewind the line), and on a petrol one change the oil, the spark plug and the air filter, then run it for a minute to check it starts and cuts clean',
    ],
    es: [
      'desenchúfalo o quítale la batería (en uno de gasolina, quita el capuchón de la bujía), inclínalo con el filtro de aire hacia arriba y rasca la hierba vieja de la cuchilla o el cabezal',
      'afila o cambia la cuchilla (o rebobina el hilo) y, si es de gasolina, cambia el aceite, la bujía y el filtro de aire; luego arráncalo un minuto para comprobar que corta bien',
    ],
    de: [
      'zieh den Stecker oder nimm den Akku raus (beim Benziner den Zündkerzenstecker abziehen), kipp ihn mit dem Luftfilter nach oben und kratz altes Gras vom Messer oder Kopf',
      'schärf oder tausch das Messer (oder spul den Faden neu auf) und wechsle beim Benziner Öl, Zündkerze und Luftfilter; dann lass ihn eine Minute laufen und prüf, ob er sauber schneidet',
    ],
    fr: [
      'débranche-la ou enlève la batterie (sur une thermique, retire l’antiparasite de la bougie), penche-la filtre à air vers le haut et gratte l’herbe collée sous la lame ou la tête',
      'aiguise ou change la lame (ou rembobine le fil) et, sur une thermique, change l’huile, la bougie et le filtre à air ; puis fais-la tourner une minute pour vérifier qu’elle coupe net',
    ],
    pt: [
      'desligue da tomada ou tire a bateria (num a gasolina, tire o cachimbo da vela), incline com o filtro de ar para cima e raspe a relva velha da lâmina ou da cabeça',
      'afie ou troque a lâmina (ou rebobine o fio) e, se for a gasolina, troque o óleo, a vela e o filtro de ar; depois ligue um minuto para ver se arranca e corta bem',
    ],
  },
  kidsSignUp: {
    en: [
      'look up two clubs or classes near home or school for their age, and compare the day and time, the price, the waiting list and whether the first try is a free taster',
      'sign them up (or join the waiting list), put the first lesson or club day in the family calendar, and note the kit they need and what to bring on the day',
    ],
    es: [
      'busca dos clubes o clases cerca de casa o del cole para su edad y compara el día y la hora, el precio, la lista de espera y si hay una clase de prueba gratis',
      'apúntale (o entra en la lista de espera), pon la primera clase en el calendario de la familia y apunta el equipo que necesita y qué llevar ese día',
    ],
    de: [
      'such zwei Vereine oder Kurse nahe Zuhause oder Schule für sein Alter und vergleich Tag und Uhrzeit, Preis, Warteliste und ob es ein kostenloses Probetraining gibt',
      'meld es an (oder setz es auf die Warteliste), trag den ersten Termin in den Familienkalender ein und schreib auf, welche Ausrüstung es braucht und was mitmuss',
    ],
    fr: [
      'cherche deux clubs ou cours près de la maison ou de l’école pour son âge, et compare le jour et l’heure, le prix, la liste d’attente et s’il y a une séance d’essai gratuite',
      'inscris-le (ou mets-le sur liste d’attente), note la première séance dans le calendrier familial, et la tenue et ce qu’il faut apporter ce jour-là',
    ],
    pt: [
      'procure dois clubes ou aulas perto de casa ou da escola para a idade, e compare o dia e a hora, o preço, a lista de espera e se há aula experimental grátis',
      'faça a inscrição (ou entre na lista de espera), marque a primeira aula no calendário da família e anote o equipamento e o que levar no dia',
    ],
  },
  // The children collected: the time at the gate with an alarm, and a backup for the day you are late.
  kidsPickup: {
    en: [
      'put the pick-up time in your calendar with an alarm for when you must leave, and check whether they are at the gate, in a club or on a late stay that day',
      'agree a backup now (another parent, a grandparent, the after-school club) for the day you are held up, and make sure the school has that person on its list',
    ],
    es: [
      'apunta la hora de recogida en la agenda con una alarma para cuando tengas que salir, y mira si ese día salen por la puerta, de una extraescolar o del comedor',
      'acuerda ya un plan B (otra madre o padre, los abuelos, la ludoteca) para el día que te retrases, y comprueba que el colegio tiene a esa persona autorizada',
    ],
    de: [
      'trag die Abholzeit mit einem Wecker für die Abfahrt in den Kalender ein und schau, ob sie an dem Tag am Tor, in einer AG oder im Hort warten',
      'sprich jetzt einen Ersatz ab (andere Eltern, Großeltern, der Hort) für den Tag, an dem du es nicht schaffst, und sorg dafür, dass Kita oder Schule diese Person als abholberechtigt kennen',
    ],
    fr: [
      'mets l’heure de sortie dans ton agenda avec une alarme pour l’heure de départ, et vérifie s’ils sortent au portail, d’une activité ou de la garderie ce jour-là',
      'prévois dès maintenant un plan B (un autre parent, les grands-parents, la garderie) pour le jour où tu es en retard, et assure-toi que l’école a cette personne sur la liste des autorisés',
    ],
    pt: [
      'ponha o horário da saída na agenda com um alarme para a hora de sair de casa, e veja se nesse dia eles saem no portão, de uma atividade ou do contraturno',
      'combine já um plano B (outro pai ou mãe, os avós, o contraturno) para o dia em que se atrasar, e confirme que a escola tem essa pessoa autorizada',
    ],
  },
  kidsLift: {
    en: [
      'pack the kit bag the night before (boots or shoes, shin pads or goggles, a water bottle, a snack) and check the start time and where to drop off',
      'leave ten minutes early, and agree the pick-up time, or a lift share with another parent for the weeks you cannot do it',
    ],
    es: [
      'prepara la bolsa la noche antes (botas o zapatillas, espinilleras o gafas, agua, algo de merienda) y confirma la hora y dónde se les deja',
      'sal diez minutos antes y acuerda la hora de recogida, o turnos de coche con otra familia para las semanas que no puedas',
    ],
    de: [
      'pack die Sporttasche am Abend vorher (Schuhe, Schienbeinschoner oder Schwimmbrille, Wasserflasche, einen Snack) und prüf Beginn und Treffpunkt',
      'fahr zehn Minuten früher los und vereinbar die Abholzeit, oder eine Fahrgemeinschaft mit anderen Eltern für die Wochen, in denen du nicht kannst',
    ],
    fr: [
      'prépare le sac la veille (chaussures, protège-tibias ou lunettes, une gourde, un goûter) et vérifie l’heure et le lieu où les déposer',
      'pars dix minutes plus tôt et fixe l’heure pour venir les chercher, ou un covoiturage avec d’autres parents pour les semaines où tu ne peux pas',
    ],
    pt: [
      'arrume a mochila na véspera (chuteiras ou tênis, caneleiras ou óculos, água, um lanche) e confirme o horário e onde deixá-los',
      'saia dez minutos antes e combine a hora de buscar, ou uma carona com outros pais para as semanas em que você não puder',
    ],
  },
  kidsTeam: {
    en: [
      'ask the club what a helper or coach needs (a DBS or safeguarding check, a first-aid course, the coaching badge) and which session you will take',
      'plan one session: a warm-up game, one skill drill, a small-sided game and a cool-down, with balls, cones and bibs listed, and who brings the first-aid kit',
    ],
    es: [
      'pregunta al club qué necesita un ayudante o entrenador (certificado de delitos sexuales, curso de primeros auxilios, la titulación) y qué entrenamiento te toca',
      'planifica una sesión: un juego de calentamiento, un ejercicio técnico, un partidillo y la vuelta a la calma, con balones, conos y petos apuntados, y quién lleva el botiquín',
    ],
    de: [
      'frag den Verein, was ein Helfer oder Trainer braucht (erweitertes Führungszeugnis, Erste-Hilfe-Kurs, Trainerschein) und welches Training du übernimmst',
      'plan ein Training: ein Aufwärmspiel, eine Technikübung, ein Spiel in kleinen Gruppen und ein Auslaufen, mit Bällen, Hütchen und Leibchen auf der Liste, und wer den Erste-Hilfe-Kasten mitbringt',
    ],
    fr: [
      'demande au club ce qu’il faut pour aider ou entraîner (attestation d’honorabilité, formation aux premiers secours, diplôme d’éducateur) et quelle séance tu prends',
      'prépare une séance : un jeu d’échauffement, un exercice technique, un petit match et un retour au calme, avec ballons, plots et chasubles listés, et qui apporte la trousse de secours',
    ],
    pt: [
      'pergunte ao clube o que um ajudante ou treinador precisa (certidão de antecedentes, curso de primeiros socorros, a licença de treinador) e que treino vai assumir',
      'planeje um treino: um jogo de aquecimento, um exercício técnico, um jogo reduzido e o desaquecimento, com bolas, cones e coletes listados, e quem leva a caixa de primeiros socorros',
    ],
  },
  kidsKit: {
    en: [
      'check the size they need (for shoes and boots, measure their feet standing on paper and leave a thumb’s width of growing room) and the club’s or school’s list for colour and type',
      'buy it where they can try it on, or online from a shop with free returns, and write their name inside',
    ],
    es: [
      'mira la talla que necesita (para zapatos y botas, mide el pie de pie sobre un papel y deja un dedo de holgura para que crezca) y la lista del club o del cole para el color y el tipo',
      'cómpralo donde pueda probárselo, o por internet en una tienda con devolución gratis, y escribe su nombre por dentro',
    ],
    de: [
      'prüf die Größe, die es braucht (bei Schuhen den Fuß im Stehen auf Papier messen und eine Daumenbreite Platz zum Wachsen lassen) und die Liste des Vereins oder der Schule für Farbe und Art',
      'kauf es dort, wo es anprobieren kann, oder online bei einem Laden mit kostenloser Rücksendung, und schreib seinen Namen hinein',
    ],
    fr: [
      'vérifie la taille qu’il lui faut (pour les chaussures, mesure le pied debout sur une feuille et laisse un pouce de marge pour grandir) et la liste du club ou de l’école pour la couleur et le type',
      'achète-le là où il peut l’essayer, ou en ligne dans une boutique avec retour gratuit, et écris son nom à l’intérieur',
    ],
    pt: [
      'veja o tamanho de que precisa (para sapatos e chuteiras, meça o pé em pé sobre um papel e deixe um dedo de folga para crescer) e a lista do clube ou da escola para a cor e o tipo',
      'compre onde ele possa provar, ou pela internet numa loja com devolução grátis, e escreva o nome dele por dentro',
    ],
  },
  litterPick: {
    en: [
      'find the organiser (a local group, the council or a beach-clean charity), sign up for the date, and ask whether they lend gloves, litter grabbers and bags',
      'wear sturdy shoes and gloves, pick with the grabber, never touch needles or broken glass by hand (report them), and leave the full bags where the organiser says',
    ],
    es: [
      'busca quién lo organiza (un grupo del barrio, el ayuntamiento o una ONG de playas), apúntate para la fecha y pregunta si prestan guantes, pinzas y bolsas',
      'lleva calzado firme y guantes, recoge con la pinza, no toques jeringuillas ni cristales con la mano (avisa de ellos) y deja las bolsas llenas donde diga la organización',
    ],
    de: [
      'such den Veranstalter (eine Gruppe im Viertel, die Stadt oder einen Verein), meld dich für den Termin an und frag, ob es Handschuhe, Greifzangen und Säcke gibt',
      'trag feste Schuhe und Handschuhe, sammel mit der Zange, fass Spritzen und Scherben nie mit der Hand an (melde sie) und stell die vollen Säcke dort ab, wo der Veranstalter sagt',
    ],
    fr: [
      'trouve l’organisateur (une association du quartier, la mairie ou une ONG de plages), inscris-toi pour la date et demande s’ils prêtent gants, pinces et sacs',
      'mets des chaussures solides et des gants, ramasse à la pince, ne touche jamais seringues ni verre à la main (signale-les) et laisse les sacs pleins là où l’organisateur l’indique',
    ],
    pt: [
      'descubra quem organiza (um grupo do bairro, a câmara/prefeitura ou uma ONG de praias), inscreva-se para a data e pergunte se emprestam luvas, pinças e sacos',
      'use calçado firme e luvas, apanhe com a pinça, nunca toque em seringas nem vidro com a mão (avise) e deixe os sacos cheios onde a organização disser',
    ],
  },
  pitchHire: {
    en: [
      'check the leisure centre’s or club’s booking page for a free slot on your day, with the price per hour and the surface (astro, grass or indoor)',
      'book and pay, send the time and place to the group with how much each owes, and bring a ball and bibs',
    ],
    es: [
      'mira en la web de reservas del polideportivo o del club un hueco libre en tu día, con el precio por hora y el tipo de campo (césped artificial, hierba o cubierto)',
      'reserva y paga, manda la hora y el sitio al grupo con lo que pone cada uno, y lleva balón y petos',
    ],
    de: [
      'schau auf der Buchungsseite des Sportzentrums oder Vereins nach einem freien Termin an deinem Tag, mit dem Preis pro Stunde und dem Belag (Kunstrasen, Rasen oder Halle)',
      'buch und bezahl, schick der Gruppe Zeit und Ort und wie viel jeder zahlt, und bring einen Ball und Leibchen mit',
    ],
    fr: [
      'regarde sur la page de réservation du complexe sportif ou du club un créneau libre ton jour-là, avec le prix de l’heure et la surface (synthétique, herbe ou salle)',
      'réserve et paie, envoie l’heure et le lieu au groupe avec ce que chacun doit, et apporte un ballon et des chasubles',
    ],
    pt: [
      'veja na página de reservas do pavilhão ou do clube um horário livre no seu dia, com o preço por hora e o piso (sintético, relva/grama ou coberto)',
      'reserve e pague, mande a hora e o local ao grupo com quanto cada um deve, e leve bola e coletes',
    ],
  },
  parcelPickup: {
    en: [
      'find the notice card or tracking number and check the opening hours',
      'take your ID and collect it on your way',
    ],
    es: [
      'busca el aviso o el número de seguimiento y mira el horario de la oficina',
      'lleva tu DNI y recógelo de camino',
    ],
    de: [
      'such die Benachrichtigungskarte oder Sendungsnummer und schau nach den Öffnungszeiten der Filiale',
      'nimm deinen Ausweis mit und hol es auf dem Weg ab',
    ],
    fr: [
      'retrouve l’avis de passage ou le numéro de suivi et vérifie les horaires du point relais',
      'prends ta pièce d’identité et récupère-le en passant',
    ],
    pt: [
      'ache o aviso ou o código de rastreio e confira o horário da agência',
      'leve um documento com foto e retire no caminho',
    ],
  },
  mailing: {
    en: [
      'pack it in a box, write the address clearly and weigh it',
      'take it to the post office counter and keep the tracking number',
    ],
    es: [
      'mételo en una caja, escribe bien la dirección y pésalo',
      'llévalo a la oficina de correos y guarda el número de seguimiento',
    ],
    de: [
      'pack es in einen Karton, schreib die Adresse deutlich drauf und wieg es',
      'bring es zur Post und heb die Sendungsnummer auf',
    ],
    fr: [
      'mets-le dans un carton, écris l’adresse lisiblement et pèse-le',
      'dépose-le au guichet de la poste et garde le numéro de suivi',
    ],
    pt: [
      'coloque numa caixa, escreva o endereço com letra clara e pese',
      'leve ao balcão dos correios e guarde o código de rastreio',
    ],
  },
  laundry: {
    en: [
      'sort the clothes by colour and temperature and start the first load',
      'hang it or put it in the dryer as soon as it finishes, then fold it',
    ],
    es: [
      'separa la ropa por colores y temperatura y pon la primera lavadora',
      'tiéndela o sécala en cuanto termine y dóblala',
    ],
    de: [
      'sortier die Wäsche nach Farben und Grad und starte die erste Maschine',
      'häng sie auf oder steck sie in den Trockner, sobald sie fertig ist, und leg sie zusammen',
    ],
    fr: [
      'trie le linge par couleur et température et lance la première machine',
      'étends-le ou mets-le au sèche-linge dès que c’est fini, puis plie-le',
    ],
    pt: [
      'separe as roupas por cor e temperatura e ponha a primeira máquina',
      'estenda ou ponha na secadora assim que acabar e dobre',
    ],
  },
  stall: {
    en: [
      'list what the stall needs and who covers which hour: a table and cloth, a float of coins, a price list, bags, a card reader if you take cards',
      'price and label everything the night before, pack the car, and count the float before you open and the takings when you close',
    ],
    es: [
      'apunta lo que necesita el puesto y quién cubre cada hora: una mesa y un mantel, cambio en monedas, una lista de precios, bolsas y un datáfono si aceptas tarjeta',
      'pon precio y etiqueta a todo la noche antes, carga el coche y cuenta el cambio antes de abrir y la recaudación al cerrar',
    ],
    de: [
      'schreib auf, was der Stand braucht und wer welche Stunde übernimmt: Tisch und Decke, Wechselgeld, eine Preisliste, Tüten, ein Kartenlesegerät, wenn du Karten nimmst',
      'zeichne am Abend vorher alles mit Preisen aus, pack das Auto und zähl das Wechselgeld vor dem Start und die Einnahmen am Ende',
    ],
    fr: [
      'note ce qu’il faut pour le stand et qui tient quelle heure : une table et une nappe, un fond de caisse en pièces, une liste de prix, des sacs, un terminal si tu prends la carte',
      'mets les prix et les étiquettes la veille, charge la voiture, et compte le fond de caisse à l’ouverture et la recette à la fermeture',
    ],
    pt: [
      'anote o que a barraquinha precisa e quem cobre cada hora: uma mesa e uma toalha, troco em moedas, uma lista de preços, sacolas e uma maquininha se aceitar cartão',
      'ponha preço e etiqueta em tudo na véspera, carregue o carro e conte o troco antes de abrir e o apurado ao fechar',
    ],
  },
  leadGroup: {
    en: [
      'write down the next four sessions: the date, what you will do in each, and who helps, and share it with the group',
      'before each one, check the numbers, the room and the kit, and keep a sign-in sheet with a contact for everyone',
    ],
    es: [
      'apunta las próximas cuatro sesiones: la fecha, qué haréis en cada una y quién ayuda, y compártelo con el grupo',
      'antes de cada una, confirma cuántos venís, la sala y el material, y lleva una hoja de asistencia con un contacto de cada persona',
    ],
    de: [
      'schreib die nächsten vier Termine auf: Datum, was ihr jeweils macht und wer hilft, und teil es mit der Gruppe',
      'prüf vor jedem Treffen, wie viele kommen, den Raum und das Material, und führ eine Liste mit einem Kontakt für alle',
    ],
    fr: [
      'écris les quatre prochaines séances : la date, ce que vous ferez à chacune et qui aide, et partage-le avec le groupe',
      'avant chacune, vérifie le nombre de participants, la salle et le matériel, et tiens une feuille de présence avec un contact pour chacun',
    ],
    pt: [
      'anote os próximos quatro encontros: a data, o que vão fazer em cada um e quem ajuda, e partilhe com o grupo',
      'antes de cada um, confirme quantos vêm, a sala e o material, e tenha uma lista de presença com um contato de cada pessoa',
    ],
  },
  tent: {
    en: [
      'put {thing} up once at home or in the garden first: lay out the inner, the flysheet, the poles and the pegs, count them, and note anything missing or torn',
      'on the pitch, clear stones, turn the door away from the wind, peg the corners, then the poles and the flysheet, and tighten the guy ropes; pack it away dry or air it at home',
    ],
    es: [
      'móntala una vez en casa o en el jardín antes: extiende la tienda interior, el doble techo, las varillas y las piquetas, cuéntalas y apunta lo que falte o esté roto',
      'en la parcela, quita las piedras, pon la puerta de espaldas al viento, clava las esquinas, luego las varillas y el doble techo, y tensa los vientos; guárdala seca o ventílala en casa',
    ],
    de: [
      'bau es vorher einmal zu Hause oder im Garten auf: Innenzelt, Außenzelt, Stangen und Heringe auslegen, zählen und notieren, was fehlt oder kaputt ist',
      'auf dem Platz Steine wegräumen, den Eingang vom Wind weg drehen, die Ecken abspannen, dann Stangen und Außenzelt, und die Abspannleinen straffen; trocken einpacken oder zu Hause auslüften',
    ],
    fr: [
      'monte-la une fois à la maison ou au jardin avant : étale la chambre, le double toit, les arceaux et les sardines, compte-les et note ce qui manque ou est abîmé',
      'sur l’emplacement, enlève les cailloux, tourne l’entrée dos au vent, plante les coins, puis les arceaux et le double toit, et tends les haubans ; range-la sèche ou fais-la sécher à la maison',
    ],
    pt: [
      'monte-a uma vez em casa ou no quintal antes: estenda a parte interna, o sobreteto, as varetas e as estacas, conte-as e anote o que falta ou está rasgado',
      'no local, tire as pedras, vire a porta para o lado oposto ao vento, prenda os cantos, depois as varetas e o sobreteto, e estique os espias; guarde-a seca ou areje em casa',
    ],
  },
  fasting: {
    en: [
      'plan the meal before each fast begins: slow food (oats, eggs, beans, dates) and two big glasses of water, and set an alarm for it',
      'break the fast gently with water and something light before a normal meal, drink steadily until bed, and keep the hardest work of the day for the morning',
    ],
    es: [
      'planifica la comida de antes de cada ayuno: algo que sacie despacio (avena, huevos, legumbres, dátiles) y dos vasos grandes de agua, y pon una alarma',
      'rompe el ayuno con calma, con agua y algo ligero antes de una comida normal, bebe poco a poco hasta acostarte y deja lo más pesado del día para la mañana',
    ],
    de: [
      'plan die Mahlzeit vor jedem Fastenbeginn: etwas, das lange satt macht (Haferflocken, Eier, Bohnen, Datteln), und zwei große Gläser Wasser, und stell dir einen Wecker dafür',
      'brich das Fasten sanft mit Wasser und etwas Leichtem vor einer normalen Mahlzeit, trink bis zum Schlafengehen gleichmäßig und leg das Anstrengendste des Tages auf den Morgen',
    ],
    fr: [
      'prévois le repas avant chaque jeûne : des aliments qui tiennent (flocons d’avoine, œufs, légumineuses, dattes) et deux grands verres d’eau, et mets une alarme',
      'romps le jeûne doucement avec de l’eau et quelque chose de léger avant un repas normal, bois régulièrement jusqu’au coucher et garde le plus dur de la journée pour le matin',
    ],
    pt: [
      'planeie a refeição antes de cada jejum: algo que sustente (aveia, ovos, feijão, tâmaras) e dois copos grandes de água, e ponha um alarme',
      'quebre o jejum com calma, com água e algo leve antes de uma refeição normal, beba aos poucos até deitar e deixe o mais pesado do dia para a manhã',
    ],
  },
  illness: {
    en: [
      'rest today: cancel what can wait, keep a big glass of water or a hot drink with honey and lemon beside you, and take paracetamol or ibuprofen as the pack says if it helps',
      'go to bed early, and call your GP or a pharmacist if it lasts more than ten days, you are short of breath, or a high temperature will not come down',
    ],
    es: [
      'descansa hoy: aplaza lo que pueda esperar, ten a mano un vaso grande de agua o algo caliente con miel y limón, y toma paracetamol o ibuprofeno según el prospecto si te alivia',
      'acuéstate pronto, y pide cita con el médico o pregunta en la farmacia si dura más de diez días, te falta el aire o la fiebre alta no baja',
    ],
    de: [
      'ruh dich heute aus: sag ab, was warten kann, stell dir ein großes Glas Wasser oder einen heißen Tee mit Honig und Zitrone hin, und nimm Paracetamol oder Ibuprofen laut Packungsbeilage, wenn es hilft',
      'geh früh ins Bett, und ruf beim Hausarzt an oder frag in der Apotheke, wenn es länger als zehn Tage dauert, du schlecht Luft bekommst oder hohes Fieber nicht sinkt',
    ],
    fr: [
      'repose-toi aujourd’hui : reporte ce qui peut attendre, garde près de toi un grand verre d’eau ou une boisson chaude au miel et citron, et prends du paracétamol ou de l’ibuprofène selon la notice si ça aide',
      'couche-toi tôt, et appelle ton médecin ou demande au pharmacien si ça dure plus de dix jours, si tu es essoufflé ou si une forte fièvre ne baisse pas',
    ],
    pt: [
      'descanse hoje: adie o que pode esperar, tenha por perto um copo grande de água ou algo quente com mel e limão, e tome paracetamol ou ibuprofeno conforme a bula se ajudar',
      'deite-se cedo, e ligue para o médico ou pergunte na farmácia se durar mais de dez dias, se faltar o ar ou se a febre alta não baixar',
    ],
  },
  kidsPractice: {
    en: [
      'pick one fixed ten minutes a day with {person} (after tea, on the school run) and do one table or five words at a time, out loud, then a quick quiz',
      'make it a game (flashcards, a race against a timer, a sticker chart) and only move on when they get it right three times in a row',
    ],
    es: [
      'elige diez minutos fijos al día (después de merendar, de camino al cole) y practicad una tabla o cinco palabras cada vez, en voz alta, con un pequeño test al final',
      'conviértelo en un juego (tarjetas, una carrera contra el reloj, una tabla de pegatinas) y pasad a la siguiente solo cuando la acierte tres veces seguidas',
    ],
    de: [
      'such dir täglich feste zehn Minuten aus (nach dem Essen, auf dem Schulweg) und übt immer eine Reihe oder fünf Wörter, laut, mit einem kurzen Abfragen am Ende',
      'mach ein Spiel daraus (Karteikarten, ein Wettlauf gegen die Uhr, ein Stickerplan) und geht erst weiter, wenn es dreimal hintereinander klappt',
    ],
    fr: [
      'choisis dix minutes fixes par jour (après le goûter, sur le trajet de l’école) et travaillez une table ou cinq mots à la fois, à voix haute, avec une petite interro à la fin',
      'fais-en un jeu (des cartes, une course contre le minuteur, un tableau d’autocollants) et ne passez à la suite que quand c’est juste trois fois de suite',
    ],
    pt: [
      'escolha dez minutos fixos por dia (depois do lanche, no caminho da escola) e pratiquem uma tabuada ou cinco palavras de cada vez, em voz alta, com um pequeno teste no fim',
      'transforme num jogo (cartões, uma corrida contra o relógio, um quadro de adesivos) e só passem para a seguinte quando acertar três vezes seguidas',
    ],
  },
  sourdough: {
    en: [
      'start a starter: stir 50 g of wholemeal or rye flour with 50 g of water in a clean jar, cover it loosely and mark the level',
      'feed it at the same time each day (discard half, add 50 g flour and 50 g water); when it doubles within 4 to 8 hours, bake a first simple loaf from one tested recipe',
    ],
    es: [
      'empieza la masa madre: mezcla 50 g de harina integral o de centeno con 50 g de agua en un tarro limpio, tápalo sin apretar y marca el nivel',
      'aliméntala cada día a la misma hora (tira la mitad, añade 50 g de harina y 50 g de agua); cuando doble en 4 a 8 horas, hornea una primera hogaza sencilla con una receta probada',
    ],
    de: [
      'setz einen Sauerteig an: rühr 50 g Vollkorn- oder Roggenmehl mit 50 g Wasser in einem sauberen Glas an, deck es locker ab und markier den Stand',
      'füttere ihn jeden Tag zur selben Zeit (die Hälfte weg, 50 g Mehl und 50 g Wasser dazu); verdoppelt er sich in 4 bis 8 Stunden, back ein erstes einfaches Brot nach einem erprobten Rezept',
    ],
    fr: [
      'lance ton levain : mélange 50 g de farine complète ou de seigle avec 50 g d’eau dans un bocal propre, couvre sans fermer et marque le niveau',
      'nourris-le chaque jour à la même heure (retire la moitié, ajoute 50 g de farine et 50 g d’eau) ; quand il double en 4 à 8 heures, fais un premier pain simple avec une recette éprouvée',
    ],
    pt: [
      'comece o fermento natural: misture 50 g de farinha integral ou de centeio com 50 g de água num pote limpo, tampe sem apertar e marque o nível',
      'alimente-o todos os dias à mesma hora (descarte metade, junte 50 g de farinha e 50 g de água); quando dobrar em 4 a 8 horas, asse um primeiro pão simples com uma receita testada',
    ],
  },
  groceries: {
    en: [
      'check the fridge and cupboards and write the list by meal',
      'shop from the list at a quiet hour, or order online for delivery',
    ],
    es: [
      'mira la nevera y la despensa y haz la lista por comidas',
      'compra con la lista a una hora tranquila en el súper, o pídelo a domicilio',
    ],
    de: [
      'schau in Kühlschrank und Vorrat und schreib die Einkaufsliste nach Mahlzeiten',
      'kauf nach Liste zu einer ruhigen Zeit im Supermarkt ein oder bestell online',
    ],
    fr: [
      'regarde le frigo et les placards et fais la liste par repas',
      'fais les courses avec la liste à une heure calme au supermarché, ou commande en drive',
    ],
    pt: [
      'olhe a geladeira e o armário e faça a lista por refeição',
      'compre com a lista num horário tranquilo no mercado, ou peça por entrega',
    ],
  },
  forms: {
    en: [
      'gather what the form asks for (documents, hours, signatures) and scan or photograph it',
      'fill it in, sign it and submit it online or by post, keeping a copy of the confirmation',
    ],
    es: [
      'reúne lo que pide el formulario (documentos, justificantes, firmas) y escanéalo',
      'rellénalo, fírmalo y preséntalo en línea o por correo, y guarda una copia del justificante',
    ],
    de: [
      'leg zusammen, was das Formular verlangt (Unterlagen, Nachweise, Unterschriften), und scann es ein',
      'füll es aus, unterschreib und schick es online oder per Post ab; heb eine Kopie auf',
    ],
    fr: [
      'rassemble ce que le formulaire demande (pièces, justificatifs, signatures) et scanne-les',
      'remplis-le, signe-le et envoie-le en ligne ou par courrier, en gardant une copie',
    ],
    pt: [
      'junte o que o formulário pede (documentos, comprovantes, assinaturas) e digitalize',
      'preencha, assine e envie online ou pelo correio, guardando uma cópia do comprovante',
    ],
  },
  career: {
    en: [
      'ask your manager what the next level needs and where you fall short',
      'write down three results with their impact and book a review conversation',
    ],
    es: [
      'pregúntale a tu responsable qué pide el siguiente nivel y dónde te falta',
      'apunta tres resultados con su impacto y pide una reunión para revisarlos',
    ],
    de: [
      'frag deine Führungskraft, was die nächste Stufe verlangt und wo dir noch etwas fehlt',
      'schreib drei Ergebnisse mit ihrer Wirkung auf und mach ein Gespräch dazu aus',
    ],
    fr: [
      'demande à ton manager ce qu’exige le niveau suivant et ce qui te manque',
      'note trois résultats avec leur impact et cale un entretien pour en parler',
    ],
    pt: [
      'pergunte à sua gestão o que o próximo nível exige e onde ainda falta',
      'anote três resultados com o impacto de cada um e marque uma conversa de feedback',
    ],
  },
  website: {
    en: [
      'pick a template and write the home page text: what you offer, prices and contact',
      'add a few photos, connect the domain and publish it',
    ],
    es: [
      'elige una plantilla y escribe el texto de la página de inicio: qué ofreces, precios y contacto',
      'añade unas fotos, conecta el dominio y publícala',
    ],
    de: [
      'such eine Vorlage aus und schreib den Text der Startseite: Angebot, Preise, Kontakt',
      'füg ein paar Fotos ein, verbinde die Domain und veröffentliche sie',
    ],
    fr: [
      'choisis un modèle et écris le texte de la page d’accueil : ce que tu proposes, les prix, le contact',
      'ajoute quelques photos, branche le nom de domaine et publie-le',
    ],
    pt: [
      'escolha um modelo e escreva o texto da página inicial: o que oferece, preços e contato',
      'adicione algumas fotos, ligue o domínio e publique',
    ],
  },
  anger: {
    en: [
      'when you feel it rising, pause, take three slow breaths and count to ten before you answer',
      'each evening, note one moment that went well, and say sorry for one that did not',
    ],
    es: [
      'cuando notes que sube, para, respira despacio tres veces y cuenta hasta diez antes de contestar',
      'cada noche, apunta un momento que salió bien y pide perdón por uno que no',
    ],
    de: [
      'wenn du merkst, dass es hochkocht, halt inne, atme dreimal langsam und zähl bis zehn, bevor du antwortest',
      'schreib jeden Abend einen Moment auf, der gut lief, und entschuldige dich für einen, der es nicht tat',
    ],
    fr: [
      'quand tu sens la colère monter, fais une pause, respire lentement trois fois et compte jusqu’à dix avant de répondre',
      'chaque soir, note un moment qui s’est bien passé et excuse-toi pour un qui ne l’a pas été',
    ],
    pt: [
      'quando sentir a raiva subir, pare, respire devagar três vezes e conte até dez antes de responder',
      'toda noite, anote um momento que deu certo e peça desculpa por um que não deu',
    ],
  },
  returns: {
    en: [
      'find the receipt or the order number and check the return window, then start the return online and print the label, or note the shop’s opening hours',
      'pack it with all its parts in the box, take it to the counter or print the label and drop it off, and keep the proof until the refund arrives',
    ],
    es: [
      'busca el tique o el número de pedido y mira el plazo de devolución; luego inicia la devolución en la web e imprime la etiqueta, o apunta el horario de la tienda',
      'mételo en la caja con todas sus piezas, llévalo al mostrador o imprime la etiqueta y déjalo en el punto de entrega, y guarda el justificante hasta el reembolso',
    ],
    de: [
      'such den Kassenbon oder die Bestellnummer und prüf die Rückgabefrist; dann starte die Rücksendung online und druck das Etikett, oder notier die Öffnungszeiten des Ladens',
      'pack es mit allen Teilen in den Karton, bring es an die Kasse oder druck das Etikett und gib es ab; heb den Beleg bis zur Erstattung auf',
    ],
    fr: [
      'retrouve le ticket ou le numéro de commande et vérifie le délai de retour, puis lance le retour en ligne et imprime l’étiquette, ou note les horaires du magasin',
      'remets-le dans le carton avec toutes ses pièces, rapporte-le en caisse ou imprime l’étiquette et dépose-le, et garde la preuve jusqu’au remboursement',
    ],
    pt: [
      'ache o recibo ou o número do pedido e veja o prazo de devolução; depois solicite a devolução online e imprima a etiqueta, ou anote o horário da loja',
      'embale na caixa com todas as peças, leve ao balcão ou imprima a etiqueta e deixe no ponto de entrega, e guarde o comprovante até o reembolso',
    ],
  },
  chase: {
    en: [
      'find the reference, the date it was due and what was agreed, and put them in one line',
      'send a short, polite reminder with the reference and a date to reply by, and put a call in your calendar for the day after',
    ],
    es: [
      'busca la referencia, la fecha en que vencía y lo acordado, y apúntalo en una línea',
      'manda un recordatorio breve y amable con la referencia y una fecha para responder, y anota en el calendario una llamada para el día siguiente',
    ],
    de: [
      'such die Referenz, das Fälligkeitsdatum und was vereinbart war, und schreib es in eine Zeile',
      'schick eine kurze, freundliche Erinnerung mit der Referenz und einer Frist für die Antwort, und trag dir für den Tag danach einen Anruf ein',
    ],
    fr: [
      'retrouve la référence, la date d’échéance et ce qui était convenu, et note-les sur une ligne',
      'envoie une relance courte et polie avec la référence et une date de réponse, et note un appel dans ton agenda pour le lendemain',
    ],
    pt: [
      'ache a referência, a data de vencimento e o que foi combinado, e anote numa linha',
      'mande um lembrete curto e educado com a referência e uma data para resposta, e marque na agenda uma ligação para o dia seguinte',
    ],
  },
  lift: {
    en: [
      'check the exact time and where to be (terminal, entrance or car park), and look up the route and the traffic for that hour',
      'set an alarm with 20 minutes to spare, and check the fuel and the drop-off or parking the day before',
    ],
    es: [
      'confirma la hora exacta y dónde (terminal, entrada o aparcamiento), y mira la ruta y el tráfico a esa hora',
      'pon una alarma con 20 minutos de margen, y revisa la gasolina y dónde dejarle o aparcar el día antes',
    ],
    de: [
      'klär die genaue Uhrzeit und den Treffpunkt (Terminal, Eingang oder Parkplatz), und schau dir Route und Verkehr zu der Stunde an',
      'stell einen Wecker mit 20 Minuten Puffer, und prüf am Vortag Tank und Halte- oder Parkmöglichkeit',
    ],
    fr: [
      'vérifie l’heure exacte et le lieu (terminal, entrée ou parking), et regarde l’itinéraire et le trafic à cette heure-là',
      'mets un réveil avec 20 minutes de marge, et vérifie l’essence et l’endroit où déposer ou te garer la veille',
    ],
    pt: [
      'confirme a hora exata e onde (terminal, entrada ou estacionamento), e veja o trajeto e o trânsito nesse horário',
      'ponha um alarme com 20 minutos de folga, e confira o combustível e onde deixar ou estacionar na véspera',
    ],
  },
  reportService: {
    en: [
      'find the right number or the online "report it" form, and have to hand your address and postcode, the problem (what was missed, the fault or what needs collecting), since when, a photo if it shows it, and any reference from before',
      'call or fill in the form, say what happened and what you need done, ask when it will be repaired or collected, and note the date, who you spoke to, the reference number and the answer',
    ],
    es: [
      'busca el teléfono o el formulario web para avisar, y ten a mano tu dirección y código postal, qué pasa (qué no recogieron, qué está roto o qué hay que retirar), desde cuándo y cualquier número de aviso anterior',
      'llama o rellena el formulario, cuenta qué pasó y qué necesitas, pregunta para cuándo lo arreglan y apunta la fecha, con quién hablaste, el número de incidencia y la respuesta',
    ],
    de: [
      'such die richtige Nummer oder das Online-Formular zum Melden, und leg Adresse mit Postleitzahl bereit, worum es geht (was nicht abgeholt wurde, was kaputt ist oder was abgeholt werden soll), seit wann, und eine frühere Vorgangsnummer',
      'ruf an oder füll das Formular aus, sag, was passiert ist und was du brauchst, frag, bis wann es erledigt wird, und notier Datum, Gesprächspartner, Vorgangsnummer und die Antwort',
    ],
    fr: [
      'trouve le bon numéro ou le formulaire de signalement en ligne, et garde sous la main ton adresse et ton code postal, ce qui ne va pas (ce qui n’a pas été ramassé, ce qui est cassé ou ce qu’il faut enlever), depuis quand, et une référence antérieure',
      'appelle ou remplis le formulaire, dis ce qui s’est passé et ce qu’il te faut, demande pour quand c’est prévu, et note la date, ton interlocuteur, le numéro de dossier et la réponse',
    ],
    pt: [
      'procure o telefone ou o formulário online certo para avisar, e tenha à mão o endereço e o código postal, o que aconteceu (o que não foi recolhido, o que está quebrado ou o que precisa ser retirado), desde quando, e algum protocolo anterior',
      'ligue ou preencha o formulário, diga o que aconteceu e o que precisa, pergunte para quando fica resolvido, e anote a data, com quem falou, o número de protocolo e a resposta',
    ],
  },
  utilities: {
    en: [
      'have your account number, the last bill and the details to hand: a meter reading (a photo works) or when the fault started',
      'use the supplier’s app or online form, or call, and note the date, the name you spoke to and a reference',
    ],
    es: [
      'ten a mano el número de cliente, la última factura y los datos: la lectura del contador (vale una foto) o desde cuándo falla',
      'usa la app o el formulario web de la compañía, o llama, y apunta la fecha, con quién hablaste y una referencia',
    ],
    de: [
      'leg Kundennummer, letzte Rechnung und die Details bereit: den Zählerstand (ein Foto reicht) oder seit wann die Störung besteht',
      'nutz die App oder das Online-Formular des Anbieters, oder ruf an, und notier Datum, Gesprächspartner und eine Vorgangsnummer',
    ],
    fr: [
      'garde sous la main ton numéro client, la dernière facture et les détails : le relevé du compteur (une photo suffit) ou depuis quand ça ne marche pas',
      'passe par l’appli ou le formulaire en ligne du fournisseur, ou appelle, et note la date, le nom de ton interlocuteur et une référence',
    ],
    pt: [
      'tenha à mão o número de cliente, a última fatura e os detalhes: a leitura do contador (uma foto serve) ou desde quando falha',
      'use o app ou o formulário online da fornecedora, ou ligue, e anote a data, com quem falou e um número de protocolo',
    ],
  },
  homeMaintenance: {
    en: [
      'look up the steps for your model (the manual or one short video), lay out the tool, an old towel and a cloth, and set a 30-minute timer',
      'switch off the power, water or heating it needs off, do the job, then check it works and note the date for next time',
    ],
    es: [
      'mira los pasos para tu modelo (el manual o un vídeo corto), prepara la herramienta, una toalla vieja y un trapo, y pon un temporizador de 30 minutos',
      'corta la luz, el agua o la calefacción si hace falta, haz el trabajo, comprueba que funciona y apunta la fecha para la próxima vez',
    ],
    de: [
      'schau dir die Schritte für dein Modell an (Anleitung oder ein kurzes Video), leg Werkzeug, ein altes Handtuch und einen Lappen bereit und stell einen Timer auf 30 Minuten',
      'dreh Strom, Wasser oder Heizung ab, wo nötig, erledige es, prüf danach, ob alles geht, und notier das Datum fürs nächste Mal',
    ],
    fr: [
      'regarde les étapes pour ton modèle (la notice ou une courte vidéo), prépare l’outil, une vieille serviette et un chiffon, et lance un minuteur de 30 minutes',
      'coupe le courant, l’eau ou le chauffage s’il le faut, fais le travail, vérifie que ça marche et note la date pour la prochaine fois',
    ],
    pt: [
      'veja os passos para o seu modelo (o manual ou um vídeo curto), separe a ferramenta, uma toalha velha e um pano, e ponha um timer de 30 minutos',
      'desligue a luz, a água ou o aquecimento se precisar, faça o serviço, confira se funciona e anote a data para a próxima vez',
    ],
  },
  shopping: {
    en: [
      'check exactly which one you need (the model, size or number, or a photo of the old one) and which shop has it in stock',
      'order it online or buy it on your next trip out, and put it where it will be used',
    ],
    es: [
      'comprueba exactamente cuál necesitas (modelo, talla o número, o una foto del viejo) y qué tienda lo tiene en stock',
      'pídelo online o cómpralo en tu próxima salida, y déjalo donde se va a usar',
    ],
    de: [
      'klär genau, welches du brauchst (Modell, Größe oder Nummer, oder ein Foto vom alten), und welcher Laden es vorrätig hat',
      'bestell es online oder kauf es beim nächsten Weg, und leg es dorthin, wo es gebraucht wird',
    ],
    fr: [
      'vérifie exactement lequel il te faut (modèle, taille ou référence, ou une photo de l’ancien) et quel magasin l’a en stock',
      'commande-le en ligne ou achète-le lors de ta prochaine sortie, et range-le là où il servira',
    ],
    pt: [
      'confira exatamente qual você precisa (modelo, tamanho ou número, ou uma foto do antigo) e que loja tem em estoque',
      'peça online ou compre na próxima saída, e deixe onde vai ser usado',
    ],
  },
  games: {
    en: [
      'play one game at your level today, then find the one move or choice that cost you most',
      'do 15 minutes of puzzles or drills on that weakness (openings, endgames, tactics or odds), then play again',
    ],
    es: [
      'juega hoy una partida a tu nivel y luego busca la jugada o decisión que más te costó',
      'haz 15 minutos de ejercicios o problemas sobre ese punto débil (aperturas, finales, táctica o probabilidades) y vuelve a jugar',
    ],
    de: [
      'spiel heute eine Partie auf deinem Niveau und such danach den einen Zug oder die Entscheidung, die dich am meisten gekostet hat',
      'mach 15 Minuten Aufgaben oder Übungen zu dieser Schwäche (Eröffnung, Endspiel, Taktik oder Wahrscheinlichkeiten) und spiel dann wieder',
    ],
    fr: [
      'joue aujourd’hui une partie à ton niveau, puis cherche le coup ou le choix qui t’a le plus coûté',
      'fais 15 minutes d’exercices ou de problèmes sur ce point faible (ouvertures, finales, tactique ou probabilités), puis rejoue',
    ],
    pt: [
      'jogue hoje uma partida no seu nível e depois procure o lance ou a escolha que mais lhe custou',
      'faça 15 minutos de exercícios ou problemas sobre esse ponto fraco (aberturas, finais, tática ou probabilidades) e jogue de novo',
    ],
  },
  collection: {
    en: [
      'check that it is ready and when they are open, and find the ticket or the receipt',
      'take the ticket, collect it on your way, and check it over at the counter before you leave',
    ],
    es: [
      'confirma que está listo y el horario, y busca el resguardo o el tique',
      'lleva el resguardo, recógelo de camino y revísalo en el mostrador antes de irte',
    ],
    de: [
      'klär, ob es fertig ist und wann geöffnet ist, und such den Abholschein oder die Quittung',
      'nimm den Schein mit, hol es auf dem Weg ab und prüf es noch an der Theke, bevor du gehst',
    ],
    fr: [
      'vérifie que c’est prêt et les horaires, et retrouve le ticket ou le reçu',
      'prends le ticket, récupère-le en passant, et vérifie-le au comptoir avant de partir',
    ],
    pt: [
      'confirme que está pronto e o horário, e ache o canhoto ou o recibo',
      'leve o canhoto, retire no caminho e confira no balcão antes de sair',
    ],
  },
  packing: {
    en: [
      'check the forecast and write a packing list by group: clothes, wash bag, documents, chargers, medicines',
      'lay everything out on the bed, pack it, and put the last-minute things on a note by the door',
    ],
    es: [
      'mira el tiempo y haz una lista por grupos: ropa, neceser, documentos, cargadores, medicinas',
      'extiende todo en la cama, haz la maleta y apunta en una nota junto a la puerta lo de última hora',
    ],
    de: [
      'schau in die Wettervorhersage und schreib eine Packliste nach Gruppen: Kleidung, Kulturbeutel, Dokumente, Ladegeräte, Medikamente',
      'leg alles aufs Bett, pack es ein und schreib die Dinge für die letzte Minute auf einen Zettel an der Tür',
    ],
    fr: [
      'regarde la météo et fais une liste par groupes : vêtements, trousse de toilette, papiers, chargeurs, médicaments',
      'étale tout sur le lit, fais la valise, et note les choses de dernière minute sur un papier près de la porte',
    ],
    pt: [
      'veja a previsão do tempo e faça uma lista por grupos: roupa, nécessaire, documentos, carregadores, remédios',
      'espalhe tudo na cama, faça a mala e anote num papel perto da porta o que é de última hora',
    ],
  },
  memorise: {
    en: [
      'split it into short chunks and learn the first one by heart today, saying it aloud',
      'tomorrow, say yesterday’s chunk from memory before you look, then add the next one',
    ],
    es: [
      'divídelo en trozos cortos y apréndete hoy el primero de memoria, diciéndolo en voz alta',
      'mañana, di de memoria el trozo de ayer antes de mirar, y luego añade el siguiente',
    ],
    de: [
      'teil es in kurze Abschnitte und lern heute den ersten auswendig, laut gesprochen',
      'sag morgen den Abschnitt von gestern aus dem Kopf auf, bevor du nachschaust, dann nimm den nächsten dazu',
    ],
    fr: [
      'découpe-le en petits morceaux et apprends le premier par cœur aujourd’hui, à voix haute',
      'demain, récite le morceau de la veille de mémoire avant de regarder, puis ajoute le suivant',
    ],
    pt: [
      'divida em partes curtas e decore hoje a primeira, falando em voz alta',
      'amanhã, diga de cor a parte de ontem antes de olhar e depois acrescente a seguinte',
    ],
  },
  message: {
    en: [
      'draft the message: one line on what you want (a reply, a fix, a date), then the dates, reference numbers or photos it needs, and send it today',
      'put a reminder in your calendar to chase it if there is no reply in two working days',
    ],
    es: [
      'redacta el mensaje: una línea con lo que quieres (una respuesta, un arreglo, una fecha), luego las fechas, números de referencia o fotos que hagan falta, y envíalo hoy',
      'ponte un recordatorio para insistir si en dos días laborables no hay respuesta',
    ],
    de: [
      'schreib die Nachricht: eine Zeile, was du willst (eine Antwort, eine Reparatur, einen Termin), dann die Daten, Aktenzeichen oder Fotos, die dazugehören, und schick sie heute ab',
      'trag dir eine Erinnerung ein, nachzuhaken, wenn in zwei Werktagen keine Antwort da ist',
    ],
    fr: [
      'rédige le message : une ligne sur ce que tu veux (une réponse, une réparation, une date), puis les dates, numéros de dossier ou photos utiles, et envoie-le aujourd’hui',
      'mets-toi un rappel pour relancer s’il n’y a pas de réponse dans deux jours ouvrés',
    ],
    pt: [
      'escreva a mensagem: uma linha com o que quer (uma resposta, um conserto, uma data), depois as datas, números de referência ou fotos necessárias, e envie hoje',
      'ponha um lembrete para cobrar se não houver resposta em dois dias úteis',
    ],
  },
  checkIn: {
    en: [
      'check in on the airline’s app or site as soon as it opens, with your booking reference and passports to hand',
      'save the boarding passes to your phone, print a copy, and put the passports by the door',
    ],
    es: [
      'haz el check-in en la app o la web de la aerolínea en cuanto abra, con el localizador y los pasaportes a mano',
      'guarda las tarjetas de embarque en el móvil, imprime una copia y deja los pasaportes junto a la puerta',
    ],
    de: [
      'check in der App oder auf der Seite der Airline ein, sobald es geht, mit Buchungscode und Pässen griffbereit',
      'speicher die Bordkarten aufs Handy, druck eine Kopie aus und leg die Pässe an die Tür',
    ],
    fr: [
      'fais l’enregistrement sur l’appli ou le site de la compagnie dès l’ouverture, avec la référence de réservation et les passeports sous la main',
      'enregistre les cartes d’embarquement sur ton téléphone, imprime une copie et pose les passeports près de la porte',
    ],
    pt: [
      'faça o check-in no app ou no site da companhia assim que abrir, com o código da reserva e os passaportes à mão',
      'salve os cartões de embarque no celular, imprima uma cópia e deixe os passaportes perto da porta',
    ],
  },
  dropOff: {
    en: [
      'check what the recycling centre or the bottle bank takes and when it is open (the council’s page says, and some want a booking), then sort what you are taking by where it goes: glass by colour, cardboard, metal, electricals, bulky things',
      'load the bags or boxes the evening before, drop everything at the right container on your way past, and bring the empty boxes home',
    ],
    es: [
      'mira qué acepta el contenedor o el punto limpio y su horario (lo dice la web del ayuntamiento; algunos piden cita), y separa lo que llevas: vidrio, cartón, envases y lo demás',
      'deja las bolsas o cajas listas la noche antes, echa cada cosa en su contenedor al pasar y vuelve con las cajas vacías',
    ],
    de: [
      'schau nach, was der Container oder der Wertstoffhof annimmt und wann er offen ist (steht auf der Seite der Gemeinde; Einwurf beim Glas nur werktags, manche Höfe wollen einen Termin), und sortier vor: Glas nach Farben (weiß, braun, grün), Pappe, Metall, Rest',
      'pack die Taschen oder Kisten am Abend vorher ins Auto oder an die Tür, wirf alles im Vorbeigehen in den richtigen Container und nimm die leeren Kisten wieder mit',
    ],
    fr: [
      'regarde ce que prend la colonne à verre ou la déchetterie et ses horaires (sur le site de la mairie ; certaines demandent un rendez-vous), puis trie ce que tu emportes : verre, carton, métal et le reste',
      'prépare les sacs ou cartons la veille, dépose chaque chose dans le bon conteneur en passant et rapporte les cartons vides',
    ],
    pt: [
      'veja o que o ecoponto ou o ecocentro aceita e o horário (está no site da câmara/prefeitura; alguns pedem marcação) e separe o que leva: vidro, papel e cartão, embalagens e o resto',
      'deixe os sacos ou caixas prontos na véspera, ponha cada coisa no contentor certo ao passar e traga as caixas vazias de volta',
    ],
  },
  bins: {
    en: [
      'check the council’s collection calendar (or its app) for which bin goes out this week, by its colour, and set a reminder for the evening before',
      'put it out at the kerb the night before with the lid shut, and bring it back in once it has been emptied',
    ],
    es: [
      'mira en el calendario de recogida del ayuntamiento qué contenedor o bolsa toca esta semana y ponte un recordatorio para la noche antes',
      'saca la basura la noche antes, bien cerrada y separada (orgánico, envases, papel, resto), y guarda el cubo cuando lo hayan vaciado',
    ],
    de: [
      'schau im Abfallkalender der Gemeinde (oder in der App) nach, welche Tonne diese Woche dran ist, und stell dir eine Erinnerung für den Abend davor',
      'stell die Tonne am Abend vorher mit geschlossenem Deckel an die Straße und hol sie nach der Leerung wieder rein',
    ],
    fr: [
      'regarde dans le calendrier de collecte de la mairie (ou son appli) quelle poubelle passe cette semaine, selon sa couleur, et mets un rappel la veille au soir',
      'sors-la la veille au soir, couvercle fermé, et rentre-la une fois vidée',
    ],
    pt: [
      'veja no calendário de recolha da câmara/prefeitura qual contentor ou saco é desta semana e ponha um lembrete para a véspera à noite',
      'ponha o lixo na rua na véspera, bem fechado e separado, e recolha o contentor depois de esvaziado',
    ],
  },
  permit: {
    en: [
      'check on the council’s page that you qualify, and get the proof ready: ID, proof of address, a recent photo and any letter or medical evidence it asks for',
      'apply online or on the paper form, note the reference number, and set a reminder to chase it in three weeks',
    ],
    es: [
      'comprueba en la web del ayuntamiento que cumples los requisitos y prepara los papeles: DNI, empadronamiento o justificante de domicilio, una foto reciente y el informe médico que pidan',
      'presenta la solicitud en línea o en el registro, apunta el número de expediente y ponte un recordatorio para reclamar en tres semanas',
    ],
    de: [
      'prüf auf der Seite der Stadt, ob du Anspruch hast, und leg die Nachweise bereit: Ausweis, Meldebescheinigung, ein aktuelles Foto und den Bescheid oder das Attest, das verlangt wird',
      'stell den Antrag online oder auf dem Formular, notier das Aktenzeichen und stell dir eine Erinnerung, in drei Wochen nachzufragen',
    ],
    fr: [
      'vérifie sur le site de la mairie ou du département que tu y as droit et prépare les justificatifs : pièce d’identité, justificatif de domicile, une photo récente et le certificat médical demandé',
      'fais la demande en ligne ou sur le formulaire, note le numéro de dossier et mets un rappel pour relancer dans trois semaines',
    ],
    pt: [
      'confirme no site da câmara/prefeitura que tem direito e junte os comprovativos: documento de identidade, comprovante de morada, uma foto recente e o atestado médico que pedirem',
      'faça o pedido online ou no formulário, anote o número do processo e ponha um lembrete para cobrar daqui a três semanas',
    ],
  },
  petCare: {
    en: [
      'weigh {thing} (or check the last weight at the vet) and get the wormer or flea treatment for that weight, with a treat ready',
      'give it as the packet says, write the date on the calendar, and set a reminder for the next dose',
    ],
    es: [
      'pesa a tu animal (o mira el último peso en el veterinario) y compra el antiparasitario para ese peso, con un premio a mano',
      'dáselo como dice el prospecto, apunta la fecha en el calendario y ponte un recordatorio para la próxima dosis',
    ],
    de: [
      'wieg dein Tier (oder schau das letzte Gewicht beim Tierarzt nach) und besorg das Wurm- oder Flohmittel für dieses Gewicht, ein Leckerli bereit',
      'gib es so, wie die Packung sagt, schreib das Datum in den Kalender und stell eine Erinnerung für die nächste Gabe',
    ],
    fr: [
      'pèse ton animal (ou regarde le dernier poids chez le véto) et achète le vermifuge ou l’antipuce pour ce poids, avec une friandise prête',
      'donne-le comme l’indique la notice, note la date sur le calendrier et mets un rappel pour la prochaine dose',
    ],
    pt: [
      'pese o seu animal (ou veja o último peso no veterinário) e compre o vermífugo ou o antipulgas para esse peso, com um petisco à mão',
      'dê como diz a bula, anote a data no calendário e ponha um lembrete para a próxima dose',
    ],
  },
  gardenJob: {
    en: [
      'get what the job needs ready (gloves, compost or pots, the mower charged or fuelled) and pick a dry hour',
      'do it in one go with a 30-minute timer, then water what you planted and clear up the cuttings',
    ],
    es: [
      'prepara lo que hace falta (guantes, sustrato o macetas, el cortacésped cargado) y elige una hora sin lluvia',
      'hazlo de una vez con un temporizador de 30 minutos, riega lo que hayas plantado y recoge los restos',
    ],
    de: [
      'leg bereit, was du brauchst (Handschuhe, Erde oder Töpfe, den Mäher geladen oder getankt), und such dir eine trockene Stunde',
      'mach es in einem Rutsch mit einem 30-Minuten-Timer, gieß danach, was du gepflanzt hast, und räum den Schnitt weg',
    ],
    fr: [
      'prépare ce qu’il faut (gants, terreau ou pots, la tondeuse chargée ou le plein fait) et choisis une heure sans pluie',
      'fais-le d’un coup avec un minuteur de 30 minutes, puis arrose ce que tu as planté et ramasse les déchets verts',
    ],
    pt: [
      'separe o que precisa (luvas, terra ou vasos, o cortador carregado) e escolha uma hora sem chuva',
      'faça de uma vez com um timer de 30 minutos, depois regue o que plantou e recolha os restos',
    ],
  },
  library: {
    en: [
      'check the due date on your loan and the desk’s opening hours',
      'put the book in your bag by the door and drop it on your way',
    ],
    es: [
      'mira la fecha de devolución del préstamo y el horario del mostrador',
      'deja el libro en la mochila junto a la puerta y devuélvelo de camino',
    ],
    de: [
      'schau nach der Leihfrist und den Öffnungszeiten der Ausleihe',
      'steck das Buch in die Tasche an der Tür und gib es unterwegs ab',
    ],
    fr: [
      'vérifie la date de retour du prêt et les horaires de l’accueil',
      'mets le livre dans ton sac près de la porte et dépose-le en passant',
    ],
    pt: [
      'confira o prazo do empréstimo e o horário do balcão',
      'ponha o livro na mochila perto da porta e deixe no caminho, antes de dar multa',
    ],
  },

  livestock: {
    en: [
      'write down which animals, how many and what each needs (product, dose or tags), and check you have enough of it and a helper lined up',
      'set up the pens and the race the day before, then work through them in small batches and note what each got and when',
    ],
    es: [
      'apunta qué animales, cuántos y qué necesita cada uno (producto, dosis o crotales), y comprueba que tienes suficiente y a alguien que ayude',
      'monta los corrales y la manga el día antes, trabaja por tandas pequeñas y apunta qué recibió cada uno y cuándo',
    ],
    de: [
      'schreib auf, welche Tiere, wie viele und was jedes braucht (Mittel, Dosis oder Ohrmarken), und prüf, ob genug da ist und ein Helfer Zeit hat',
      'bau am Tag davor Pferch und Treibgang auf, arbeite in kleinen Gruppen und notier, was jedes Tier wann bekommen hat',
    ],
    fr: [
      'note quels animaux, combien et ce qu’il faut à chacun (produit, dose ou boucles), et vérifie que tu en as assez et qu’un aide est prévu',
      'installe les parcs et le couloir la veille, avance par petits lots et note ce que chaque bête a reçu et quand',
    ],
    pt: [
      'anote quais animais, quantos e o que cada um precisa (produto, dose ou brincos), e confira se tem o suficiente e alguém para ajudar',
      'monte os currais e o brete na véspera, trabalhe em lotes pequenos e anote o que cada animal recebeu e quando',
    ],
  },
  workTool: {
    en: [
      'ask your manager or a colleague for a 15-minute walkthrough of {thing} on a quiet shift, and write down the five tasks you will do on it most',
      'practise each task in training or test mode, or on a quiet shift, until you can do it without your notes, and ask for training on anything still unclear',
    ],
    es: [
      'pide a tu encargado o a un compañero que te enseñe {thing} 15 minutos en un turno tranquilo, y apunta las cinco tareas que más harás con él',
      'practica cada tarea en modo de prueba o en un turno tranquilo hasta hacerla sin notas, y pide formación para lo que aún no tengas claro',
    ],
    de: [
      'bitte deine Chefin oder einen Kollegen in einer ruhigen Schicht um 15 Minuten Einweisung in {thing} und schreib die fünf Aufgaben auf, die du damit am häufigsten machst',
      'übe jede Aufgabe im Trainings- oder Testmodus oder in einer ruhigen Schicht, bis sie ohne Zettel sitzt, und frag nach einer Schulung für alles, was noch unklar ist',
    ],
    fr: [
      'demande à ton responsable ou à un collègue 15 minutes de démonstration de {thing} pendant un moment calme, et note les cinq tâches que tu y feras le plus',
      'entraîne-toi sur chaque tâche en mode formation ou pendant un moment calme jusqu’à la faire sans notes, et demande une formation pour ce qui reste flou',
    ],
    pt: [
      'peça ao seu gerente ou a um colega 15 minutos de demonstração de {thing} num turno calmo, e anote as cinco tarefas que mais vai fazer nele',
      'pratique cada tarefa no modo de treino ou num turno calmo até fazer sem anotações, e peça formação para o que ainda não estiver claro',
    ],
  },
  nerves: {
    en: [
      'before the next one, do a 3-minute routine: breathe in for 4 and out for 6 five times, shake out your hands and shoulders, and sip some water',
      'rehearse the first few minutes (the opening song or your first lines) until you could do them half asleep, and afterwards note one thing that went better than you feared',
    ],
    es: [
      'antes de la próxima vez, haz una rutina de 3 minutos: inspira en 4 tiempos y espira en 6, cinco veces, sacude las manos y los hombros y bebe un poco de agua',
      'ensaya los primeros minutos (la primera canción o las primeras frases) hasta que te salgan medio dormido, y después apunta una cosa que salió mejor de lo que temías',
    ],
    de: [
      'mach vor dem nächsten Mal eine 3-Minuten-Routine: fünfmal 4 Sekunden ein- und 6 Sekunden ausatmen, Hände und Schultern ausschütteln, einen Schluck Wasser trinken',
      'üb die ersten Minuten (den ersten Song oder die ersten Sätze), bis du sie im Halbschlaf kannst, und notier danach eine Sache, die besser lief als befürchtet',
    ],
    fr: [
      'avant la prochaine fois, fais une routine de 3 minutes : inspire sur 4 temps et expire sur 6, cinq fois, secoue les mains et les épaules, bois un peu d’eau',
      'répète les premières minutes (le premier morceau ou tes premières phrases) jusqu’à pouvoir les faire à moitié endormi, et note ensuite une chose qui s’est mieux passée que prévu',
    ],
    pt: [
      'antes da próxima vez, faça uma rotina de 3 minutos: inspire em 4 tempos e expire em 6, cinco vezes, sacuda as mãos e os ombros e beba um pouco de água',
      'ensaie os primeiros minutos (a primeira música ou as primeiras frases) até sair quase dormindo, e depois anote uma coisa que correu melhor do que temia',
    ],
  },
  gift: {
    en: ['write down three things they love and a budget', 'pick one idea, order it today and note when it arrives'],
    es: ['apunta tres cosas que le encantan y un presupuesto', 'elige una idea, pídela hoy y apunta cuándo llega'],
    de: [
      'schreib drei Dinge auf, die die Person mag, und ein Budget',
      'entscheide dich für eine Idee, bestell sie heute und notier das Lieferdatum',
    ],
    fr: [
      'note trois choses qu’elle ou il adore et un budget',
      'choisis une idée, commande-la aujourd’hui et note la date de livraison',
    ],
    pt: ['anote três coisas de que a pessoa gosta e um orçamento', 'escolha uma ideia, peça hoje e anote quando chega'],
  },
  renovation: {
    en: [
      'walk through it with a notepad: measure, take photos, and list what stays, what goes and what must be redone (insulation, pipes, wiring, tiles, floor)',
      'set a budget with 10–15% spare, ask two or three tradespeople to quote on that same list, and put the works in order: pipes and wiring first, then tiles and floor, paint last',
    ],
    es: [
      'recórrelo con una libreta: mide, haz fotos y apunta qué se queda, qué se va y qué hay que rehacer (aislamiento, fontanería, electricidad, azulejos, suelo)',
      'fija un presupuesto con un 10-15 % de margen, pide presupuesto a dos o tres profesionales con esa misma lista y ordena la obra: tuberías y electricidad primero, luego azulejos y suelo, la pintura al final',
    ],
    de: [
      'geh mit einem Block alles durch: ausmessen, fotografieren und notieren, was bleibt, was rausfliegt und was neu muss (Dämmung, Leitungen, Strom, Fliesen, Boden)',
      'leg ein Budget mit 10–15 % Puffer fest, hol für genau diese Liste zwei, drei Angebote von Handwerkern ein und bring die Arbeiten in Reihenfolge: erst Leitungen und Strom, dann Fliesen und Boden, zuletzt Farbe',
    ],
    fr: [
      'fais le tour avec un carnet : mesure, prends des photos et note ce qui reste, ce qui part et ce qu’il faut refaire (isolation, plomberie, électricité, carrelage, sol)',
      'fixe un budget avec 10 à 15 % de marge, demande un devis à deux ou trois artisans sur cette même liste et mets les travaux dans l’ordre : plomberie et électricité d’abord, carrelage et sol ensuite, peinture en dernier',
    ],
    pt: [
      'percorra o espaço com um caderno: meça, fotografe e anote o que fica, o que sai e o que precisa refazer (isolamento, encanamento, elétrica, azulejo, piso)',
      'defina um orçamento com 10–15% de folga, peça orçamento a dois ou três profissionais com essa mesma lista e ordene a obra: canos e elétrica primeiro, depois azulejo e piso, pintura por último',
    ],
  },
  treehouse: {
    en: [
      'make a quick sketch, then measure the spot or the tree and list the wood, screws and tools it takes',
      'buy the materials in one trip and build the floor first on a dry weekend: level, braced and firmly fixed, before walls or roof',
    ],
    es: [
      'haz un boceto rápido, mide el sitio o el árbol y apunta la madera, los tornillos y las herramientas que hacen falta',
      'compra el material de una vez y monta primero la plataforma un fin de semana seco: nivelada, arriostrada y bien fijada, antes de paredes y techo',
    ],
    de: [
      'mach eine kleine Skizze, miss dann den Platz oder den Baum aus und schreib auf, welches Holz, welche Schrauben und welches Werkzeug du brauchst',
      'kauf das Material in einem Rutsch und bau an einem trockenen Wochenende zuerst die Plattform: waagerecht, verstrebt und fest verschraubt, bevor Wände und Dach kommen',
    ],
    fr: [
      'fais un petit croquis, puis mesure l’emplacement ou l’arbre et liste le bois, les vis et les outils qu’il faut',
      'achète le matériel en une fois et monte d’abord le plancher un week-end au sec : de niveau, contreventé et bien fixé, avant les murs et le toit',
    ],
    pt: [
      'faça um esboço rápido, meça o lugar ou a árvore e anote a madeira, os parafusos e as ferramentas necessárias',
      'compre o material de uma vez e monte primeiro o piso num fim de semana seco: nivelado, travado e bem fixo, antes das paredes e do telhado',
    ],
  },
  decorating: {
    en: [
      'choose the colour, measure the walls and buy the paint, tape, a roller and dust sheets',
      'move the furniture to the middle, cover the floor, tape the edges and paint the first coat',
    ],
    es: [
      'elige el color, mide las paredes y compra la pintura, cinta de carrocero, un rodillo y plásticos',
      'aparta los muebles al centro, cubre el suelo, encinta los bordes y da la primera mano',
    ],
    de: [
      'such die Farbe aus, miss die Wände aus und kauf Farbe, Kreppband, eine Rolle und Abdeckfolie',
      'rück die Möbel in die Mitte, deck den Boden ab, klebe die Kanten ab und streich die erste Schicht',
    ],
    fr: [
      'choisis la couleur, mesure les murs et achète la peinture, du ruban de masquage, un rouleau et des bâches',
      'pousse les meubles au centre, protège le sol, masque les bords et passe la première couche',
    ],
    pt: [
      'escolha a cor, meça as paredes e compre a tinta, fita crepe, um rolo e plástico para cobrir',
      'junte os móveis no meio, cubra o chão, passe fita nas bordas e dê a primeira demão',
    ],
  },
  electrics: {
    en: [
      'write down what {thing} needs (sockets, lights, where the power comes from) and ask two registered electricians for a quote and their first free date',
      'book the better one, clear access to the fuse board and the walls, and keep the test certificate they give you at the end',
    ],
    es: [
      'apunta lo que necesitas (enchufes, puntos de luz, de dónde viene la corriente) y pide presupuesto y primera fecha libre a dos electricistas autorizados',
      'contrata al mejor, deja libre el acceso al cuadro y a las paredes, y guarda el boletín o certificado que te den al terminar',
    ],
    de: [
      'schreib auf, was gebraucht wird (Steckdosen, Lampen, woher der Strom kommt), und hol bei zwei Elektrofachbetrieben ein Angebot und den ersten freien Termin ein',
      'beauftrag den besseren, mach den Zugang zum Sicherungskasten und zu den Wänden frei und heb das Prüfprotokoll auf, das du am Ende bekommst',
    ],
    fr: [
      'note ce qu’il faut (prises, points lumineux, d’où vient le courant) et demande un devis et une première date libre à deux électriciens qualifiés',
      'choisis le meilleur, dégage l’accès au tableau et aux murs, et garde l’attestation de conformité qu’il te remet à la fin',
    ],
    pt: [
      'anote o que precisa (tomadas, pontos de luz, de onde vem a corrente) e peça orçamento e a primeira data livre a dois eletricistas certificados',
      'contrate o melhor, deixe livre o acesso ao quadro e às paredes, e guarde o certificado que ele entregar no fim',
    ],
  },
  building: {
    en: [
      'mark out where it goes and measure its length and height, check the ground or footing it will stand on, and work out the bricks or blocks, sand and cement it takes',
      'order the materials for one delivery, and pick a dry weekend with no frost forecast to build it course by course with a string line and a level',
    ],
    es: [
      'mide el largo y el alto, revisa el terreno o el cimiento donde irá, y calcula los ladrillos o bloques, la arena y el cemento que hacen falta',
      'pide el material en una sola entrega y elige un fin de semana seco y sin heladas para levantarlo hilada a hilada, con cuerda y nivel',
    ],
    de: [
      'miss Länge und Höhe, prüf den Untergrund oder das Fundament und rechne aus, wie viele Steine, wie viel Sand und Zement du brauchst',
      'bestell das Material in einer Lieferung und such dir ein trockenes Wochenende ohne Frost, um Reihe für Reihe mit Schnur und Wasserwaage hochzumauern',
    ],
    fr: [
      'mesure la longueur et la hauteur, vérifie le sol ou la fondation, et calcule les briques ou parpaings, le sable et le ciment nécessaires',
      'commande le matériel en une seule livraison et choisis un week-end sec, sans gel annoncé, pour monter rang par rang au cordeau et au niveau',
    ],
    pt: [
      'meça o comprimento e a altura, veja o terreno ou o alicerce onde vai assentar, e calcule os tijolos ou blocos, a areia e o cimento',
      'encomende o material numa só entrega e escolha um fim de semana seco e sem geada para subir fiada a fiada, com linha e nível',
    ],
  },
  homeService: {
    en: [
      'find the make and model and the date of the last service, on the appliance or its paperwork',
      'book a registered engineer for a slot and put the visit in your calendar',
    ],
    es: [
      'apunta la marca, el modelo y la fecha de la última revisión, en el aparato o en sus papeles',
      'pide cita a un técnico autorizado y apunta la visita en el calendario',
    ],
    de: [
      'notier Marke, Modell und das Datum der letzten Wartung, am Gerät oder in den Unterlagen',
      'vereinbare einen Termin mit einem Fachbetrieb und trag den Besuch in den Kalender ein',
    ],
    fr: [
      'note la marque, le modèle et la date du dernier entretien, sur l’appareil ou dans ses papiers',
      'prends rendez-vous avec un professionnel agréé et note la visite dans ton agenda',
    ],
    pt: [
      'anote a marca, o modelo e a data da última revisão, no aparelho ou nos papéis',
      'marque a visita de um técnico credenciado e ponha-a na agenda',
    ],
  },
  groomer: {
    en: [
      'book a slot with the groomer, saying the breed, how the coat is (knots, matting) and the cut you want, and ask the price',
      'brush out the worst knots the day before, walk the dog before the appointment so it is calm, and book the next visit while you pay',
    ],
    es: [
      'pide cita en la peluquería canina diciendo la raza, cómo está el pelo (nudos, enredos) y el corte que quieres, y pregunta el precio',
      'cepilla los peores nudos el día antes, pasea al perro antes de la cita para que llegue tranquilo y reserva la siguiente al pagar',
    ],
    de: [
      'mach einen Termin beim Hundefriseur, sag Rasse, Zustand des Fells (Knoten, verfilzt) und den Schnitt, den du willst, und frag nach dem Preis',
      'bürste am Tag davor die schlimmsten Knoten aus, geh vor dem Termin mit dem Hund raus, damit er ruhig ist, und mach beim Bezahlen gleich den nächsten Termin',
    ],
    fr: [
      'prends rendez-vous au toilettage en donnant la race, l’état du poil (nœuds, bourres) et la coupe voulue, et demande le prix',
      'brosse les pires nœuds la veille, promène le chien avant le rendez-vous pour qu’il soit calme, et reprends le suivant en payant',
    ],
    pt: [
      'marque o banho e tosa dizendo a raça, como está o pelo (nós, embaraçado) e o corte que quer, e pergunte o preço',
      'escove os piores nós na véspera, passeie o cão antes da hora para ele chegar calmo e marque a próxima vez ao pagar',
    ],
  },
  paperSorting: {
    en: [
      'tip {thing} onto a table and make three piles: to act on, to keep, to shred or recycle',
      'deal with the act-on pile first, then file what you keep in a folder with sections (bank, home, health, work, tax) and shred the rest',
    ],
    es: [
      'vuelca {thing} en una mesa y haz tres montones: para hacer algo, para guardar, para triturar o reciclar',
      'resuelve primero el montón de pendientes, luego archiva lo que guardas en una carpeta con separadores (banco, casa, salud, trabajo, impuestos) y tritura el resto',
    ],
    de: [
      'kipp alle Papiere auf einen Tisch und mach drei Stapel: zu erledigen, aufheben, schreddern oder Altpapier',
      'erledige zuerst den Stapel mit To-dos, dann hefte das Aufgehobene in einen Ordner mit Registern (Bank, Wohnung, Gesundheit, Arbeit, Steuer) und schredder den Rest',
    ],
    fr: [
      'étale {thing} sur une table et fais trois piles : à traiter, à garder, à déchiqueter ou recycler',
      'traite d’abord la pile à traiter, puis classe ce que tu gardes dans un classeur à intercalaires (banque, logement, santé, travail, impôts) et déchiquette le reste',
    ],
    pt: [
      'despeje {thing} numa mesa e faça três pilhas: para resolver, para guardar, para triturar ou reciclar',
      'resolva primeiro a pilha de pendentes, depois arquive o que fica numa pasta com separadores (banco, casa, saúde, trabalho, impostos) e triture o resto',
    ],
  },
  // An account opened: the bank's papers first (a child's or a club's account needs more), then the app and the card.
  // A piece of furniture bought: the space measured, two or three compared, delivery and assembly checked.
  furnitureBuy: {
    en: [
      'measure the space it goes in and the door or gate it must come through, write the measurements down, and set a budget and what it should be made of (wood, metal, rattan)',
      'compare two or three that fit, checking delivery date and cost, assembly and the returns policy, then order the best and clear the space before it comes',
    ],
    es: [
      'mide el hueco donde va y la puerta por la que tiene que entrar, apunta las medidas, y fija un presupuesto y el material (madera, metal, ratán)',
      'compara dos o tres que quepan, mirando plazo y coste de entrega, montaje y devolución, pide el mejor y deja el sitio libre antes de que llegue',
    ],
    de: [
      'miss den Platz, wo es hin soll, und die Tür oder das Tor, durch das es muss, schreib dir die Maße auf und leg Budget und Material fest (Holz, Metall, Rattan)',
      'vergleich zwei, drei passende Modelle nach Lieferzeit und -kosten, Aufbau und Rückgabe, bestell das beste und räum den Platz frei, bevor es kommt',
    ],
    fr: [
      'mesure la place où il ira et la porte ou le portail par où il doit passer, note les dimensions, et fixe un budget et la matière (bois, métal, rotin)',
      'compare deux ou trois modèles qui rentrent, en regardant le délai et le prix de livraison, le montage et les retours, commande le meilleur et libère la place avant qu’il arrive',
    ],
    pt: [
      'meça o espaço onde vai ficar e a porta ou o portão por onde tem de passar, anote as medidas, e defina um orçamento e o material (madeira, metal, vime)',
      'compare dois ou três que caibam, vendo prazo e custo de entrega, montagem e devolução, encomende o melhor e libere o espaço antes de chegar',
    ],
  },
  bankAccount: {
    en: [
      'check which papers the bank asks for (your ID and proof of address, plus a birth certificate for a child’s account or the minutes and the committee’s IDs for a club’s), and compare two accounts on fees, the app and the card',
      'apply online or book a slot at the branch with those papers, then set up the app and the card, and note the account number and sort code or IBAN where you keep such things',
    ],
    es: [
      'mira qué papeles pide el banco (tu DNI y un justificante de domicilio, más el libro de familia para la cuenta de un menor o el acta y los NIF de la junta para una asociación) y compara dos cuentas por comisiones, la app y la tarjeta',
      'ábrela por internet o pide cita en la oficina con esos papeles, activa la app y la tarjeta, y apunta el IBAN donde guardas estas cosas',
    ],
    de: [
      'schau nach, welche Unterlagen die Bank will (Ausweis und Meldeadresse, für ein Kinderkonto dazu die Geburtsurkunde und beide Sorgeberechtigten, für einen Verein Satzung und Vorstandsprotokoll), und vergleich zwei Konten nach Gebühren, App und Karte',
      'eröffne es online mit Video-Ident oder mach einen Termin in der Filiale mit diesen Unterlagen, richte App und Karte ein und notier die IBAN dort, wo du so etwas aufhebst',
    ],
    fr: [
      'regarde quels papiers la banque demande (pièce d’identité et justificatif de domicile, plus le livret de famille pour le compte d’un enfant, ou les statuts et le PV de l’assemblée pour une asso) et compare deux offres sur les frais, l’appli et la carte',
      'ouvre-le en ligne ou prends rendez-vous en agence avec ces papiers, active l’appli et la carte, et range le RIB là où tu gardes ce genre de choses',
    ],
    pt: [
      'veja quais documentos o banco pede (documento de identidade, CPF ou NIF e comprovante de residência, mais a certidão de nascimento para a conta de um filho) e compare duas contas pelas tarifas, o app e o cartão',
      'abra pelo app ou marque um horário na agência com esses documentos, ative o app e o cartão, e anote os dados da conta onde guarda essas coisas',
    ],
  },
  bankSwitch: {
    en: [
      'compare two or three current accounts (monthly fee, the app, overdraft, any switching bonus) and open the one you pick',
      'ask the new bank to run the account switch so your salary, direct debits and standing orders move over, then close the old account once they have',
    ],
    es: [
      'compara dos o tres cuentas (comisiones, la app, descubierto, alguna bonificación por cambiarte) y abre la que elijas',
      'pide al banco nuevo el traslado de cuenta para que pasen la nómina, los recibos domiciliados y las transferencias periódicas, y cierra la cuenta vieja cuando estén',
    ],
    de: [
      'vergleich zwei, drei Girokonten (Kontoführungsgebühr, App, Dispo, Wechselprämie) und eröffne das, das du nimmst',
      'nutz den Kontowechselservice der neuen Bank, damit Gehalt, Lastschriften und Daueraufträge umziehen, und kündige das alte Konto, wenn alles drüben ist',
    ],
    fr: [
      'compare deux ou trois banques (frais de tenue de compte, appli, découvert, prime de bienvenue) et ouvre le compte chez celle que tu choisis',
      'signe le mandat de mobilité bancaire à la nouvelle banque pour que salaire, prélèvements et virements permanents suivent, puis clôture l’ancien compte une fois que c’est fait',
    ],
    pt: [
      'compare duas ou três contas (comissões de manutenção, a app, descoberto, algum bónus de boas-vindas) e abra a que escolher',
      'peça ao banco novo a mobilidade bancária para passarem o salário, os débitos diretos e as transferências periódicas, e feche a conta antiga quando estiver tudo lá',
    ],
  },
  selling: {
    en: [
      'pick the three things worth the most, photograph each in daylight and look up what they sold for',
      'list them with an honest description and a price, and answer messages once a day',
    ],
    es: [
      'elige las tres cosas que más valen, hazles fotos con luz de día y mira a cuánto se han vendido',
      'publícalas con una descripción honesta y un precio, y contesta los mensajes una vez al día',
    ],
    de: [
      'such die drei wertvollsten Sachen aus, fotografier sie bei Tageslicht und schau nach, wofür sie verkauft wurden',
      'stell sie mit ehrlicher Beschreibung und Preis ein und beantworte Nachrichten einmal am Tag',
    ],
    fr: [
      'choisis les trois objets qui valent le plus, prends-les en photo à la lumière du jour et regarde à quel prix ils se vendent',
      'mets-les en ligne avec une description honnête et un prix, et réponds aux messages une fois par jour',
    ],
    pt: [
      'escolha as três coisas que valem mais, fotografe cada uma com luz do dia e veja por quanto foram vendidas',
      'anuncie com uma descrição honesta e um preço, e responda às mensagens uma vez por dia',
    ],
  },
  flatpack: FLATPACK_STEPS,
  homeRepair: {
    en: [
      'work out what the job needs and lay it all out: the right screwdriver or drill, screws and plugs, oil, the spare part',
      'do the job, check that it works or holds, and put the tools back where you will find them',
    ],
    es: [
      'mira qué necesita el arreglo y prepáralo todo: el destornillador o el taladro, tornillos y tacos, aceite, la pieza',
      'haz el arreglo, comprueba que funciona o aguanta y guarda las herramientas donde las encuentres',
    ],
    de: [
      'überleg, was die Arbeit braucht, und leg alles bereit: Schraubenzieher oder Bohrer, Schrauben und Dübel, Öl, das Ersatzteil',
      'mach es, prüf, ob es funktioniert oder hält, und räum das Werkzeug dorthin, wo du es wiederfindest',
    ],
    fr: [
      'vois ce dont le travail a besoin et prépare tout : tournevis ou perceuse, vis et chevilles, huile, la pièce',
      'fais-le, vérifie que ça marche ou que ça tient, et range les outils là où tu les retrouveras',
    ],
    pt: [
      'veja do que o conserto precisa e separe tudo: chave de fenda ou furadeira, parafusos e buchas, óleo, a peça',
      'faça o serviço, confira se funciona ou se aguenta e guarde as ferramentas onde vai achá-las',
    ],
  },
  theftReport: {
    en: [
      'gather the proof it was yours: receipt, serial or frame number, photos, and where and when it was taken',
      'report it to the police online or at the station, note the crime number, then send it to your insurer',
    ],
    es: [
      'reúne la prueba de que era tuyo: factura, número de serie o de bastidor, fotos, y dónde y cuándo te lo robaron',
      'pon la denuncia en comisaría o en la web de la policía, guarda la copia y mándasela al seguro',
    ],
    de: [
      'sammle die Nachweise: Kaufbeleg, Rahmen- oder Seriennummer, Fotos, und wann und wo es gestohlen wurde',
      'erstatte Anzeige online bei der Polizei oder auf der Wache, notier das Aktenzeichen und schick es an die Versicherung',
    ],
    fr: [
      'rassemble les preuves : facture, numéro de série ou Bicycode, photos, et où et quand le vol a eu lieu',
      'fais la pré-plainte en ligne ou va au commissariat ou à la gendarmerie, garde le récépissé et envoie-le à ton assurance',
    ],
    pt: [
      'junte as provas: nota fiscal ou fatura, número de série ou de quadro, fotos, e onde e quando foi roubado',
      'registe a ocorrência na polícia online ou na esquadra, guarde o número do boletim e envie-o ao seguro',
    ],
  },
  agency: {
    en: [
      'have your reference number and the latest letter to hand, and write your question in one sentence with the answer you need',
      'use the messages in your online account or the phone line, note the date, the name and the reference of the answer, and set a reminder to chase in a week',
    ],
    es: [
      'ten a mano tu número de expediente y la última carta, y escribe tu pregunta en una frase con la respuesta que necesitas',
      'usa la sede electrónica o el teléfono del organismo, apunta la fecha, el nombre y la referencia de la respuesta, y ponte un recordatorio para insistir en una semana',
    ],
    de: [
      'leg Aktenzeichen oder Kundennummer und den letzten Brief bereit und schreib deine Frage in einem Satz auf, mit der Antwort, die du brauchst',
      'nutz das Postfach im Online-Konto oder die Hotline, notier Datum, Namen und Vorgangsnummer und stell dir eine Erinnerung, in einer Woche nachzuhaken',
    ],
    fr: [
      'prépare ton numéro de dossier et le dernier courrier reçu, et écris ta question en une phrase avec la réponse que tu attends',
      'passe par la messagerie de ton espace en ligne ou par le numéro de l’organisme, note la date, le nom et la référence de la réponse, et mets-toi un rappel pour relancer dans une semaine',
    ],
    pt: [
      'tenha à mão o número do processo e a última carta, e escreva a pergunta numa frase com a resposta de que precisa',
      'use a área online ou o telefone do órgão, anote a data, o nome e o protocolo da resposta, e ponha um lembrete para cobrar numa semana',
    ],
  },
  annualReview: {
    en: [
      'list what you did this year with one figure or example each, and the goals set at the last review',
      'note one thing that went less well and what you learned, then what you ask for next year (training, pay, role) in one line each',
    ],
    es: [
      'apunta lo que hiciste este año con una cifra o un ejemplo cada cosa, y los objetivos de la última evaluación',
      'anota algo que salió peor y qué aprendiste, y lo que pides para el año que viene (formación, sueldo, puesto) en una línea cada uno',
    ],
    de: [
      'schreib auf, was du dieses Jahr erreicht hast, je mit einer Zahl oder einem Beispiel, und die Ziele vom letzten Gespräch',
      'notier, was weniger gut lief und was du daraus gelernt hast, dann was du fürs nächste Jahr willst (Weiterbildung, Gehalt, Rolle), je eine Zeile',
    ],
    fr: [
      'liste ce que tu as fait cette année avec un chiffre ou un exemple pour chaque point, et les objectifs fixés à l’entretien précédent',
      'note un point qui a moins bien marché et ce que tu en as tiré, puis ce que tu demandes pour l’an prochain (formation, salaire, poste), une ligne chacun',
    ],
    pt: [
      'liste o que fez este ano com um número ou um exemplo para cada ponto, e os objetivos da última avaliação',
      'anote um ponto que correu pior e o que aprendeu, depois o que pede para o próximo ano (formação, salário, função), uma linha cada',
    ],
  },
  savingsAccount: {
    en: [
      'compare two or three accounts on their rate, fees and how fast you can take money out',
      'open the one you chose online with your ID and proof of address, then set up the first transfer',
    ],
    es: [
      'compara dos o tres cuentas por su interés, sus comisiones y lo rápido que puedes sacar el dinero',
      'abre la elegida en línea con tu DNI y un justificante de domicilio, y programa la primera transferencia',
    ],
    de: [
      'vergleich zwei oder drei Konten nach Zins, Gebühren und wie schnell du an das Geld kommst',
      'eröffne das gewählte online mit Ausweis (Video-Ident), dann richte die erste Überweisung ein',
    ],
    fr: [
      'compare le taux, les frais et les conditions de retrait dans ta banque et une autre (le taux du livret A est le même partout)',
      'ouvre-le en ligne ou en agence avec ta pièce d’identité et un justificatif de domicile, puis programme le premier virement',
    ],
    pt: [
      'compare a taxa, os custos e as condições de resgate em dois ou três bancos ou na plataforma',
      'abra a escolhida na app ou no balcão com o documento de identidade e o comprovativo de morada, e programe a primeira transferência',
    ],
  },
  guarantor: {
    en: [
      'list who could stand guarantor (income about three times the rent, or a property) and ask the first one today',
      'gather their ID, proof of income and address for the agent; if no one can, ask about a guarantor service or insurance instead',
    ],
    es: [
      'apunta quién podría avalarte (ingresos de unas tres veces el alquiler o una vivienda) y pregunta hoy al primero',
      'reúne su DNI, nóminas y justificante de domicilio para la inmobiliaria; si nadie puede, pregunta por un seguro de impago o un aval bancario',
    ],
    de: [
      'schreib auf, wer bürgen könnte (Einkommen etwa dreimal die Miete oder eine Immobilie), und frag heute die erste Person',
      'sammle Ausweis, Einkommensnachweise und Meldebescheinigung für den Vermieter; wenn niemand kann, frag nach einer Mietkautionsbürgschaft',
    ],
    fr: [
      'liste qui pourrait se porter garant (revenus d’environ trois fois le loyer, ou un bien) et demande au premier aujourd’hui',
      'rassemble sa pièce d’identité, ses trois derniers bulletins et son avis d’imposition pour l’agence ; si personne ne peut, fais une demande Visale en ligne',
    ],
    pt: [
      'liste quem pode ser fiador (renda de umas três vezes o aluguel, ou um imóvel) e peça hoje ao primeiro',
      'junte o RG, o CPF, os comprovantes de renda e a certidão do imóvel para a imobiliária; se ninguém puder, pergunte por seguro fiança ou caução',
    ],
  },
  taxNumber: {
    en: [
      'check where the number is issued (the tax office’s site or counter) and what it asks for: passport, proof of address',
      'apply online or at the counter with those papers, and keep the certificate with the number',
    ],
    es: [
      'mira dónde se pide (la sede de Hacienda o la comisaría) y qué piden: pasaporte, justificante de domicilio, cita previa',
      'pídelo en línea o en el mostrador con esos papeles y guarda el resguardo con el número',
    ],
    de: [
      'schau nach, wo die Nummer vergeben wird (Finanzamt oder Bürgeramt) und was du brauchst: Pass, Meldebescheinigung',
      'beantrag sie online oder am Schalter mit diesen Papieren und heb das Schreiben mit der Nummer auf',
    ],
    fr: [
      'regarde où le numéro est délivré (le site ou le guichet des impôts) et ce qu’il faut : passeport, justificatif de domicile',
      'fais la demande en ligne ou au guichet avec ces papiers et garde l’attestation avec le numéro',
    ],
    pt: [
      'veja onde se pede (Portal das Finanças ou um balcão das Finanças) e o que levar: passaporte, comprovativo de morada e, se não vive em Portugal, um representante fiscal',
      'peça online ou no balcão com esses papéis e guarde o comprovativo com o número',
    ],
  },
  healthLine: {
    en: [
      'note your symptoms and since when, your temperature, any medicine taken and your health number',
      'call the line, answer their questions, and write down what they advise and where to go',
    ],
    es: [
      'apunta los síntomas y desde cuándo, la temperatura, la medicación tomada y tu tarjeta sanitaria',
      'llama, responde a sus preguntas y apunta lo que te aconsejan y adónde ir',
    ],
    de: [
      'schreib die Beschwerden und seit wann auf, die Temperatur, eingenommene Medikamente und deine Versichertenkarte',
      'ruf an, beantworte die Fragen und notier, was sie raten und wohin du gehen sollst',
    ],
    fr: [
      'note tes symptômes et depuis quand, ta température, les médicaments pris et ta carte d’assurance maladie',
      'appelle, réponds à leurs questions et note ce qu’ils conseillent et où aller',
    ],
    pt: [
      'anote os sintomas e desde quando, a temperatura, os medicamentos tomados e o número de utente',
      'ligue, responda às perguntas e anote o que aconselham e onde deve ir',
    ],
  },
  vaccination: {
    en: [
      'find your vaccination record and check where it is given near you (pharmacy, GP surgery, clinic) and whether you book or walk in',
      'book a slot or go in the walk-in hours with your record and ID, and note the date of any next dose',
    ],
    es: [
      'busca tu cartilla de vacunación y mira dónde la ponen cerca (centro de salud, farmacia) y si hay que pedir cita',
      'pide cita o ve en el horario sin cita con la cartilla y la tarjeta sanitaria, y apunta la fecha de la siguiente dosis',
    ],
    de: [
      'such deinen Impfpass und schau, wo in der Nähe geimpft wird (Hausarzt, Apotheke) und ob du einen Termin brauchst',
      'buch einen Termin oder geh in die offene Sprechstunde mit Impfpass und Versichertenkarte, und notier die nächste Dosis',
    ],
    fr: [
      'retrouve ton carnet de vaccination et regarde où on vaccine près de chez toi (pharmacie, médecin, centre de santé) et s’il faut un rendez-vous',
      'prends rendez-vous ou passe sans rendez-vous avec ton carnet et ta carte Vitale, et note la date d’un éventuel rappel',
    ],
    pt: [
      'procure o cartão ou boletim de vacinas e veja onde vacinam perto de si (posto de saúde, centro de saúde, farmácia) e se é preciso marcar',
      'marque ou vá no horário de atendimento com o cartão de vacinas e um documento, e anote a data da próxima dose',
    ],
  },
  benefitsUpdate: {
    en: [
      'log in to your claimant account and open this month’s declaration or journal',
      'answer each question for the month (work and hours, training, sickness, changes), submit it and keep the receipt',
    ],
    es: [
      'entra en tu área personal del SEPE o de tu oficina con tu Cl@ve y abre la declaración del periodo',
      'responde a cada pregunta del periodo (trabajo y horas, formación, baja, cambios), envíala y guarda el justificante',
    ],
    de: [
      'melde dich im Online-Portal der Agentur oder des Jobcenters an und öffne den Antrag oder die Meldung',
      'beantworte jede Frage für den Zeitraum (Arbeit und Stunden, Weiterbildung, Krankheit, Änderungen), schick sie ab und speichere die Bestätigung',
    ],
    fr: [
      'connecte-toi à ton espace personnel (France Travail ou CAF) avec ton identifiant et ouvre l’actualisation ou la déclaration du mois',
      'réponds à chaque question du mois (travail et heures, formation, arrêt maladie, changements), valide et garde le récapitulatif',
    ],
    pt: [
      'entre na Segurança Social Direta (ou no Meu INSS) com a sua conta e abra a declaração do período',
      'responda a cada pergunta (trabalho e horas, formação, baixa, mudanças), confirme e guarde o comprovativo',
    ],
  },
  depositBack: {
    en: [
      'find the check-out report, the date you handed the keys back and the deposit scheme or contract reference',
      'email the landlord or agent asking for the deposit by a date, with your bank details; if nothing comes, send a formal letter or open a dispute with the deposit scheme',
    ],
    es: [
      'busca el acta de entrega de llaves, la fecha en que las devolviste y el contrato con el importe de la fianza',
      'escribe al casero o a la inmobiliaria pidiendo la fianza con tu número de cuenta y una fecha; si no llega, manda un burofax',
    ],
    de: [
      'such das Übergabeprotokoll, das Datum der Schlüsselrückgabe und den Mietvertrag mit der Höhe der Kaution',
      'schreib dem Vermieter mit deiner IBAN und einer Frist, bis wann die Kaution zurück sein soll; kommt nichts, ein Einschreiben mit Rückschein',
    ],
    fr: [
      'retrouve l’état des lieux de sortie, la date de remise des clés et le bail avec le montant du dépôt de garantie',
      'écris au propriétaire ou à l’agence avec ton RIB en rappelant le délai légal (un mois si l’état des lieux est conforme, deux sinon) ; sans réponse, envoie une mise en demeure en recommandé avec accusé de réception',
    ],
    pt: [
      'encontre a vistoria de saída, a data em que entregou as chaves e o contrato com o valor da caução',
      'escreva ao senhorio ou à imobiliária a pedir a devolução com os seus dados bancários (IBAN ou Pix) e um prazo; sem resposta, envie uma notificação formal por escrito',
    ],
  },
  soleTrader: {
    en: [
      'log in to the official portal (HMRC, Companies House or your country’s) with your ID and open the form for this',
      'have the figures and details ready: turnover from your invoices and bank statement, your activity, then submit and save the receipt',
    ],
    es: [
      'entra en la sede electrónica (Hacienda o Seguridad Social) con tu certificado o Cl@ve y abre el trámite',
      'ten a mano las cifras y los datos: ingresos de tus facturas y del extracto, tu actividad (IAE), y guarda el justificante',
    ],
    de: [
      'melde dich im Portal an (ELSTER oder das Gewerbeamt deiner Stadt) und öffne das Formular dafür',
      'leg Zahlen und Angaben bereit: Umsatz aus Rechnungen und Kontoauszug, deine Tätigkeit, dann absenden und die Bestätigung speichern',
    ],
    fr: [
      'connecte-toi sur le site de l’Urssaf (autoentrepreneur.urssaf.fr) avec ton compte et ouvre la déclaration de la période',
      'additionne le chiffre d’affaires encaissé depuis tes factures et ton relevé bancaire, saisis le montant, valide et garde l’accusé',
    ],
    pt: [
      'entre no Portal do Empreendedor (gov.br) com a sua conta gov.br e abra o cadastro ou a declaração',
      'tenha à mão os dados: CPF, a atividade (CNAE) que vai exercer e o faturamento das notas, depois conclua e guarde o comprovante',
    ],
  },
  lock: {
    en: [
      'measure the old lock (cylinder length each side of the door, backset) and photograph it',
      'buy a matching lock at the hardware shop, then unscrew the old one with a screwdriver and fit the new one, testing every key',
    ],
    es: [
      'mide la cerradura vieja (largo del bombín a cada lado de la puerta) y hazle una foto',
      'compra una igual en la ferretería, desatornilla la vieja y pon la nueva, probando todas las llaves',
    ],
    de: [
      'miss den alten Zylinder (Länge innen und außen ab Türmitte) und mach ein Foto vom Schloss',
      'kauf im Baumarkt einen passenden Zylinder, lös die Stulpschraube mit dem Schraubendreher, setz den neuen ein und probier jeden Schlüssel',
    ],
    fr: [
      'mesure l’ancien barillet (longueur de chaque côté de la porte) et prends la serrure en photo',
      'achète un barillet de la même taille au magasin de bricolage, dévisse l’ancien au tournevis, pose le neuf et teste chaque clé',
    ],
    pt: [
      'meça o canhão da fechadura velha (comprimento de cada lado da porta) e tire uma foto',
      'compre um igual na loja de ferragens, desaparafuse o velho com a chave de fendas, monte o novo e teste todas as chaves',
    ],
  },
  papersToFiler: {
    en: [
      'gather the papers they asked for in one folder (statements, invoices, receipts) and check nothing is missing from the period',
      'send the folder to them with a short note of what is in it, and ask them to confirm it arrived and whether anything else is needed',
    ],
    es: [
      'reúne en una carpeta los papeles que te pidió (extractos, facturas, tiques) y comprueba que no falta nada del periodo',
      'envíasela con una nota breve de lo que incluye y pídele que te confirme que le llegó y si necesita algo más',
    ],
    de: [
      'sammle die verlangten Unterlagen in einem Ordner (Kontoauszüge, Rechnungen, Belege) und prüf, ob aus dem Zeitraum nichts fehlt',
      'schick ihn mit einer kurzen Notiz, was drin ist, und bitte um eine Bestätigung, dass alles angekommen ist und nichts mehr fehlt',
    ],
    fr: [
      'rassemble dans un dossier les papiers demandés (relevés, factures, justificatifs) et vérifie que rien ne manque sur la période',
      'envoie-le avec un petit mot sur son contenu et demande une confirmation de réception et s’il manque quelque chose',
    ],
    pt: [
      'junte numa pasta os papéis que pediram (extratos, faturas, recibos) e confira que não falta nada do período',
      'envie a pasta com uma nota curta do que leva e peça para confirmarem que chegou e se falta alguma coisa',
    ],
  },
  taxReturn: {
    en: [
      'gather this year’s papers in one folder: payslips or P60, invoices, bank interest and receipts for what you can claim',
      'log in to the tax service, fill in the return section by section, and save a draft before you submit',
    ],
    es: [
      'reúne los papeles del año en una carpeta: nóminas, certificado de retenciones, facturas y lo que puedas deducir',
      'entra en la web de Hacienda con tu certificado o Cl@ve, revisa el borrador apartado por apartado y guárdalo antes de presentarlo',
    ],
    de: [
      'sammle die Unterlagen des Jahres in einem Ordner: Lohnsteuerbescheinigung, Rechnungen, Belege für Werbungskosten',
      'melde dich bei ELSTER an, füll die Erklärung Abschnitt für Abschnitt aus und speichere einen Entwurf, bevor du sie abschickst',
    ],
    fr: [
      'rassemble les papiers de l’année dans un dossier : bulletins de salaire, attestations, justificatifs de ce que tu peux déduire',
      'connecte-toi à impots.gouv, vérifie la déclaration préremplie rubrique par rubrique et enregistre avant de signer',
    ],
    pt: [
      'junte os papéis do ano numa pasta: recibos de vencimento, faturas, comprovativos de despesas dedutíveis',
      'entre no Portal das Finanças, confira a declaração quadro a quadro e guarde um rascunho antes de submeter',
    ],
  },
  boiler: {
    en: [
      'check the pressure gauge and any fault code on the display, and note them with the make and model',
      'book a Gas Safe engineer (or tell your landlord) for a service or a repair, and give them the code and the pressure',
    ],
    es: [
      'mira el manómetro y el código de error de la pantalla, y apúntalos con la marca y el modelo',
      'pide cita a un técnico autorizado (o avisa al casero) para la revisión o la reparación, con el código y la presión',
    ],
    de: [
      'lies den Druck am Manometer und den Fehlercode im Display ab und notier sie mit Marke und Modell',
      'mach einen Termin mit einem Heizungsinstallateur (oder sag dem Vermieter Bescheid) für Wartung oder Reparatur, mit Code und Druck',
    ],
    fr: [
      'regarde la pression au manomètre et le code d’erreur à l’écran, et note-les avec la marque et le modèle',
      'prends rendez-vous avec un chauffagiste (ou préviens le propriétaire) pour l’entretien ou la réparation, avec le code et la pression',
    ],
    pt: [
      'veja a pressão no manómetro e o código de erro no visor, e anote-os com a marca e o modelo',
      'marque um técnico credenciado (ou avise o senhorio) para a revisão ou o conserto, com o código e a pressão',
    ],
  },
  schoolSignUp: {
    en: [
      'check the school’s or council’s page for the deadline and the papers: birth certificate, proof of address, vaccination record, income if the fee depends on it',
      'fill in the form online or at the office before the deadline, set up the payment if there is one, and keep the confirmation and the start date',
    ],
    es: [
      'mira en la web del cole o del ayuntamiento el plazo y los papeles: libro de familia, empadronamiento, cartilla de vacunas y la renta si la cuota depende de ella',
      'rellena la solicitud en línea o en secretaría antes del plazo, domicilia el pago si lo hay y guarda el justificante y la fecha de inicio',
    ],
    de: [
      'such auf der Seite von Kita, Schule oder Stadt die Frist und die Unterlagen: Geburtsurkunde, Meldebescheinigung, Masernschutz-Nachweis, Einkommen, falls der Beitrag davon abhängt',
      'füll den Antrag online oder im Sekretariat vor der Frist aus, richte die Zahlung ein, falls es etwas kostet, und heb die Bestätigung und das Startdatum auf',
    ],
    fr: [
      'regarde sur le site de l’école ou de la mairie la date limite et les pièces : livret de famille, justificatif de domicile, carnet de vaccination, quotient familial CAF',
      'remplis le dossier en ligne ou au secrétariat avant la date limite, mets en place le paiement s’il y en a un, et garde la confirmation et la date de début',
    ],
    pt: [
      'veja no site da escola ou do município o prazo e os documentos: certidão de nascimento, comprovante de morada, boletim de vacinas e rendimento, se a mensalidade depender dele',
      'faça a inscrição online ou na secretaria antes do prazo, acerte o pagamento se houver, e guarde o comprovativo e a data de início',
    ],
  },
  petBoarding: {
    en: [
      'book the dates with a kennel, cattery or sitter someone recommends, and ask what they need: vaccinations up to date (kennel cough for dogs), flea and worm treatment',
      'pack their food portioned by day, the lead, a blanket that smells of home and a toy, write down feeding times and any medicine, and drop them off the day before you leave',
    ],
    es: [
      'reserva las fechas en una residencia canina, un hotel para gatos o un cuidador que te recomienden, y pregunta qué piden: vacunas al día (tos de las perreras) y desparasitación',
      'prepara su comida en raciones por día, la correa, una manta que huela a casa y un juguete, apunta horarios de comida y medicinas, y llévalo el día antes de salir',
    ],
    de: [
      'buch die Tage in einer Tierpension oder bei einem Tiersitter, den dir jemand empfiehlt, und frag, was sie verlangen: aktuelle Impfungen (Zwingerhusten), Floh- und Wurmkur',
      'pack das Futter nach Tagen portioniert, die Leine, eine Decke, die nach Zuhause riecht, und ein Spielzeug ein, schreib Fütterungszeiten und Medikamente auf und bring das Tier am Tag vor der Abreise hin',
    ],
    fr: [
      'réserve les dates dans une pension pour animaux ou chez un pet-sitter qu’on te recommande, et demande ce qu’il faut : vaccins à jour (toux du chenil), antipuces et vermifuge',
      'prépare sa nourriture en portions par jour, la laisse, une couverture qui sent la maison et un jouet, note les heures de repas et les médicaments, et dépose-le la veille du départ',
    ],
    pt: [
      'reserve as datas num hotel para cães ou gatos ou com um cuidador que alguém recomende, e pergunte o que pedem: vacinas em dia (tosse dos canis), antipulgas e vermífugo',
      'separe a ração em porções por dia, a guia, uma manta com cheiro de casa e um brinquedo, anote os horários de comida e os remédios, e deixe o bicho lá na véspera da viagem',
    ],
  },
  childcareSearch: {
    en: [
      'list three nurseries or childminders near home or work, and call or email each to ask about places from your start date, the fees and the waiting list',
      'book a visit to the two you like best, go with your questions written down, and put your name on both waiting lists',
    ],
    es: [
      'apunta tres guarderías o escuelas infantiles cerca de casa o del trabajo, y llama o escribe a cada una para preguntar por plazas para la fecha que necesitas, el precio y la lista de espera',
      'pide una visita en las dos que más te gusten, ve con tus preguntas apuntadas y apúntate en la lista de espera de las dos',
    ],
    de: [
      'schreib drei Kitas oder Tagesmütter in der Nähe von Zuhause oder Arbeit auf, und ruf an oder schreib, um nach einem Platz ab deinem Wunschtermin, den Kosten und der Warteliste zu fragen',
      'mach bei den zwei, die dir am besten gefallen, einen Besichtigungstermin, geh mit deinen Fragen auf einem Zettel hin und lass dich bei beiden auf die Warteliste setzen',
    ],
    fr: [
      'note trois crèches ou assistantes maternelles près de chez toi ou du travail, et appelle ou écris à chacune pour demander s’il y a une place à ta date, le tarif et la liste d’attente',
      'prends rendez-vous pour visiter les deux qui te plaisent le plus, vas-y avec tes questions notées et inscris-toi sur les deux listes d’attente',
    ],
    pt: [
      'anote três creches perto de casa ou do trabalho e ligue ou mande mensagem para cada uma perguntando por vaga para a data que precisa, a mensalidade e a lista de espera',
      'marque uma visita nas duas de que mais gostar, vá com as perguntas anotadas e coloque o nome na lista de espera das duas',
    ],
  },
  schoolHoliday: {
    en: [
      'write down the holiday dates and who is working which day, and mark the days nobody is free',
      'book a holiday club or ask a grandparent or friend for the uncovered days, then pick one outing the kids choose',
    ],
    es: [
      'apunta las fechas de las vacaciones y quién trabaja cada día, y marca los días que nadie puede',
      'reserva un campamento o pide a un abuelo o amigo los días sin cubrir, y elige una salida que escojan los niños',
    ],
    de: [
      'schreib die Ferientage auf und wer an welchem Tag arbeitet, und markier die Tage, an denen niemand frei hat',
      'buch eine Ferienbetreuung oder frag Großeltern oder Freunde für die offenen Tage, dann sucht euch einen Ausflug aus, den die Kinder wählen',
    ],
    fr: [
      'note les dates des vacances et qui travaille quel jour, et marque les jours où personne n’est libre',
      'inscris-les au centre de loisirs ou demande aux grands-parents ou à des amis pour les jours non couverts, puis choisis une sortie avec les enfants',
    ],
    pt: [
      'anote as datas das férias e quem trabalha em cada dia, e marque os dias em que ninguém está livre',
      'inscreva num campo de férias ou peça aos avós ou a amigos os dias sem ninguém, e escolham um passeio que as crianças queiram',
    ],
  },
  christmasPrep: {
    en: [
      'list what Christmas needs this year (presents, food, cards, travel, who hosts) and give each one a date before the 24th',
      'do the first item on the list this week and set a weekly budget for the rest',
    ],
    es: [
      'haz la lista de lo que pide la Navidad este año (regalos, comida, tarjetas, viajes, quién recibe) y ponle fecha a cada cosa antes del 24',
      'haz la primera cosa de la lista esta semana y fija un presupuesto semanal para el resto',
    ],
    de: [
      'schreib auf, was Weihnachten dieses Jahr braucht (Geschenke, Essen, Karten, Fahrten, wer einlädt), und gib jedem ein Datum vor dem 24.',
      'erledige diese Woche den ersten Punkt und leg ein Wochenbudget für den Rest fest',
    ],
    fr: [
      'liste ce que Noël demande cette année (cadeaux, repas, cartes, trajets, qui reçoit) et donne une date à chaque chose avant le 24',
      'fais le premier point de la liste cette semaine et fixe un budget par semaine pour le reste',
    ],
    pt: [
      'liste o que o Natal pede este ano (presentes, comida, cartões, viagens, quem recebe) e dê uma data a cada coisa antes do dia 24',
      'faça o primeiro item da lista esta semana e defina um orçamento semanal para o resto',
    ],
  },
  letter: {
    en: [
      'get a card or some good paper, an envelope and a stamp, and jot down three things to tell them: a piece of news, a memory, a question',
      'write it in one sitting without drafting, address it and post it on your way out tomorrow',
    ],
    es: [
      'ten a mano una tarjeta o papel bonito, un sobre y un sello, y apunta tres cosas que contar: una noticia, un recuerdo, una pregunta',
      'escríbela de una sentada, sin borrador, pon la dirección y échala al buzón mañana al salir',
    ],
    de: [
      'leg dir eine Karte oder schönes Papier, einen Umschlag und eine Briefmarke hin und notier drei Dinge zum Erzählen: eine Neuigkeit, eine Erinnerung, eine Frage',
      'schreib ihn in einem Rutsch ohne Entwurf, schreib die Adresse drauf und wirf ihn morgen auf dem Weg in den Briefkasten',
    ],
    fr: [
      'prends une carte ou du beau papier, une enveloppe et un timbre, et note trois choses à raconter : une nouvelle, un souvenir, une question',
      'écris-la d’une traite sans brouillon, mets l’adresse et poste-la demain en sortant',
    ],
    pt: [
      'separe um cartão ou um papel bonito, um envelope e um selo, e anote três coisas para contar: uma novidade, uma lembrança, uma pergunta',
      'escreva de uma vez, sem rascunho, ponha o endereço e coloque no correio amanhã ao sair',
    ],
  },
  christmasDecor: {
    en: [
      'get the box of decorations out, check the lights work and write down what is missing (a stand, hooks, candles, greenery)',
      'pick the evening, get what was missing on the way home and put it up with some music on',
    ],
    es: [
      'saca la caja de los adornos, prueba que las luces funcionan y apunta lo que falta (un pie, ganchos, velas, ramas o musgo)',
      'elige la tarde, compra lo que faltaba a la vuelta y móntalo con música puesta',
    ],
    de: [
      'hol die Kiste mit der Deko raus, prüf, ob die Lichterkette geht, und schreib auf, was fehlt (Ständer, Haken, Kerzen, Tannengrün)',
      'such dir den Abend aus, besorg auf dem Heimweg, was fehlte, und bau es mit Musik im Hintergrund auf',
    ],
    fr: [
      'sors le carton de décorations, vérifie que les guirlandes lumineuses marchent et note ce qui manque (un pied, des crochets, des bougies, du sapin)',
      'choisis la soirée, achète ce qui manquait en rentrant et installe tout en musique',
    ],
    pt: [
      'tire a caixa dos enfeites, teste se o pisca-pisca funciona e anote o que falta (um pé, ganchos, velas, ramos)',
      'escolha a noite, compre o que faltava na volta para casa e monte tudo com uma música tocando',
    ],
  },
  mould: {
    en: [
      'open the window wide, put on gloves and a mask and wipe the mould off with a mould spray or diluted white vinegar, then dry the spot',
      'air the room for 10 minutes twice a day and after every shower, check whether the silicone or grout is stained right through (then it needs redoing), put a hygrometer or a dehumidifier in the room, and if you rent, tell the landlord in writing with photos',
    ],
    es: [
      'abre la ventana del todo, ponte guantes y mascarilla y limpia el moho con un antimoho o vinagre diluido; luego seca bien la zona',
      'ventila 10 minutos dos veces al día y después de cada ducha, mira si la silicona o las juntas están manchadas por dentro (entonces hay que cambiarlas), pon un higrómetro o un deshumidificador y, si vives de alquiler, avisa al casero por escrito con fotos',
    ],
    de: [
      'mach das Fenster ganz auf, zieh Handschuhe und Maske an und wisch den Schimmel mit Schimmelentferner oder verdünntem Essig ab; danach die Stelle gut trocknen',
      'lüfte zweimal am Tag 10 Minuten stoß und nach jedem Duschen, schau, ob Silikon oder Fugen durchgefärbt sind (dann müssen sie neu), stell ein Hygrometer oder einen Luftentfeuchter auf, und wenn du zur Miete wohnst, meld es dem Vermieter oder der Hausverwaltung schriftlich mit Fotos',
    ],
    fr: [
      'ouvre la fenêtre en grand, mets des gants et un masque et nettoie la moisissure avec un anti-moisissure ou du vinaigre blanc dilué, puis sèche bien',
      'aère 10 minutes deux fois par jour et après chaque douche, regarde si le silicone ou les joints sont tachés en profondeur (alors il faut les refaire), mets un hygromètre ou un déshumidificateur et, si tu es locataire, préviens le propriétaire ou le syndic par écrit avec des photos',
    ],
    pt: [
      'abra bem a janela, ponha luvas e máscara e limpe o bolor (mofo) com um produto antimofo ou vinagre diluído; depois seque bem o local',
      'areje 10 minutos duas vezes por dia e depois de cada banho, veja se o silicone ou o rejunte estão manchados por dentro (aí é preciso refazer), ponha um higrômetro ou um desumidificador e, se mora de aluguel, avise o senhorio ou a imobiliária por escrito com fotos',
    ],
  },
  leak: {
    en: [
      'take photos of the damage and note when it started and how bad the drip is',
      'send them to the landlord or a plumber and ask for a visit slot and a quote',
    ],
    es: [
      'haz fotos del daño y apunta desde cuándo gotea y cuánto',
      'mándaselas al casero o a un fontanero y pide día de visita y presupuesto',
    ],
    de: [
      'fotografiere den Schaden und notier, seit wann und wie stark es tropft',
      'schick die Fotos an den Vermieter oder einen Klempner und frag nach Termin und Kostenvoranschlag',
    ],
    fr: [
      'prends des photos des dégâts et note depuis quand et combien ça goutte',
      'envoie-les au propriétaire ou à un plombier et demande un passage et un devis',
    ],
    pt: [
      'tire fotos do estrago e anote desde quando pinga e quanto',
      'mande para o senhorio ou um encanador e peça dia de visita e orçamento',
    ],
  },
  tyreSwap: {
    en: [
      'book a garage slot for the swap (or do it at home with the jack, the wheel brace and a torque wrench), and check the tread of the set going on: at least 3–4 mm for winter tyres',
      'mark where each tyre came off, store that set in tyre bags, stacked flat or hung, somewhere cool and dry, and have the wheel nuts rechecked after the first 50 km',
    ],
    es: [
      'pide hora en un taller para el cambio (o hazlo en casa con el gato, la llave de ruedas y una dinamométrica) y mira el dibujo de las que vas a montar: al menos 3–4 mm en las de invierno',
      'marca de qué posición sale cada rueda, guarda ese juego en bolsas, tumbado o colgado, en un sitio fresco y seco, y vuelve a apretar las tuercas a los primeros 50 km',
    ],
    de: [
      'mach einen Termin in der Werkstatt für den Wechsel (oder wechsel zu Hause mit Wagenheber, Radkreuz und Drehmomentschlüssel) und prüf das Profil der Reifen, die draufkommen: bei Winterreifen mindestens 3–4 mm',
      'markier, wo jeder Reifen saß, lager den anderen Satz in Reifentaschen liegend oder hängend, kühl und trocken, und lass die Radmuttern nach den ersten 50 km nachziehen',
    ],
    fr: [
      'prends un créneau au garage pour le changement (ou fais-le chez toi avec le cric, la clé et une clé dynamométrique) et vérifie les sculptures des pneus à monter : au moins 3–4 mm pour des pneus hiver',
      'note la position de chaque pneu démonté, range ce jeu dans des housses, à plat ou suspendu, au frais et au sec, et fais resserrer les écrous après les 50 premiers km',
    ],
    pt: [
      'marque na oficina a troca (ou faça em casa com o macaco, a chave de rodas e uma chave dinamométrica) e veja o piso dos pneus a montar: pelo menos 3–4 mm nos de inverno',
      'marque a posição de cada pneu que sai, guarde esse jogo em sacos, deitado ou pendurado, em local fresco e seco, e volte a apertar as porcas aos primeiros 50 km',
    ],
  },
  car: {
    // Most car jobs (an oil change, tyres, the MOT) are done by a garage: booking it comes first.
    en: [
      'book a slot at a garage and ask for the price up front',
      'note the mileage and any warning lights, and bring the service book',
    ],
    es: [
      'pide cita en un taller y pregunta el precio antes',
      'apunta los kilómetros y cualquier testigo encendido, y lleva el libro de mantenimiento',
    ],
    de: [
      'mach einen Termin in der Werkstatt und frag vorher nach dem Preis',
      'notier den Kilometerstand und Warnleuchten und nimm das Serviceheft mit',
    ],
    fr: [
      'prends rendez-vous au garage et demande le prix avant',
      'note le kilométrage et les voyants allumés, et prends le carnet d’entretien',
    ],
    pt: [
      'marque um horário na oficina e pergunte o preço antes',
      'anote a quilometragem e as luzes de aviso, e leve o manual de revisões',
    ],
  },
  fuel: {
    en: [
      'check which station on your route is cheapest',
      'fill up on the way and check the tyre pressure while you are there',
    ],
    es: [
      'mira qué gasolinera de tu ruta es la más barata',
      'llena el depósito de camino y revisa la presión de los neumáticos',
    ],
    de: [
      'schau, welche Tankstelle auf deinem Weg am günstigsten ist',
      'tank unterwegs voll und prüf dabei den Reifendruck',
    ],
    fr: [
      'regarde quelle station sur ta route est la moins chère',
      'fais le plein en passant et vérifie la pression des pneus',
    ],
    pt: ['veja qual posto no caminho é mais barato', 'abasteça no caminho e confira a calibragem dos pneus'],
  },
  teachTech: {
    en: [
      'sit down with {person} and their own phone or computer, charged, with the app installed and signed in, and pick the one thing they most want to do with it first',
      'let them tap and type while you talk them through it, one thing per session, and write the steps down in big clear words for them to keep by it',
    ],
    es: [
      'siéntate con {person} y su propio móvil u ordenador, cargado, con la aplicación instalada y la sesión iniciada, y elegid lo primero que más quiere hacer con él',
      'que toque y escriba con sus manos mientras tú le guías, una sola cosa por sesión, y apúntale los pasos en letra grande para que los tenga al lado',
    ],
    de: [
      'setz dich mit {person} an das eigene Handy oder den eigenen Computer, geladen, die App installiert und angemeldet, und sucht euch das eine aus, was zuerst klappen soll',
      'lass tippen und wischen, während du erklärst, eine Sache pro Treffen, und schreib die Schritte groß und deutlich auf einen Zettel, der daneben bleibt',
    ],
    fr: [
      'installe-toi avec {person} devant son propre téléphone ou ordinateur, chargé, l’appli installée et le compte ouvert, et choisissez la première chose qu’elle ou il veut savoir faire',
      'laisse-la ou laisse-le toucher et taper pendant que tu expliques, une seule chose par séance, et écris les étapes en gros pour qu’elles restent à côté',
    ],
    pt: [
      'sente-se com {person} diante do próprio telemóvel ou computador, carregado, com a aplicação instalada e a sessão iniciada, e escolham a primeira coisa que mais quer fazer',
      'deixe que toque e escreva com as próprias mãos enquanto explica, uma coisa por sessão, e escreva os passos em letra grande para ficarem ao lado',
    ],
  },
  computerHelp: {
    en: [
      'write down exactly what goes wrong with {thing} and when (an error message, a slow start, something that will not open or connect), with a photo of the screen',
      'back up the photos and files first, then run the updates and restart; what is still wrong goes to a repair shop with your notes',
    ],
    es: [
      'apunta exactamente qué falla y cuándo (un mensaje de error, un arranque lento, algo que no abre o no conecta), con una foto de la pantalla',
      'haz primero una copia de las fotos y los archivos, luego instala las actualizaciones y reinicia; lo que siga fallando, a una tienda de reparación con tus notas',
    ],
    de: [
      'schreib genau auf, was wann nicht geht (eine Fehlermeldung, ein langsamer Start, etwas, das nicht aufgeht oder keine Verbindung hat), mit einem Foto vom Bildschirm',
      'sichere zuerst Fotos und Dateien, dann Updates einspielen und neu starten; was dann noch hakt, mit deinen Notizen in eine Werkstatt',
    ],
    fr: [
      'note exactement ce qui ne va pas et quand (un message d’erreur, un démarrage lent, quelque chose qui ne s’ouvre pas ou ne se connecte pas), avec une photo de l’écran',
      'sauvegarde d’abord les photos et les fichiers, puis fais les mises à jour et redémarre ; ce qui cloche encore va chez un réparateur avec tes notes',
    ],
    pt: [
      'anote exatamente o que falha e quando (uma mensagem de erro, um arranque lento, algo que não abre ou não liga à rede), com uma foto do ecrã',
      'faça primeiro uma cópia das fotos e dos ficheiros, depois instale as atualizações e reinicie; o que continuar mal vai a uma loja de reparações com as suas notas',
    ],
  },
  backup: {
    en: [
      'plug in an external drive or open your cloud backup settings',
      'copy your documents and photos first, then restore one file to check it works',
    ],
    es: [
      'conecta un disco externo o abre los ajustes de copia en la nube',
      'copia primero los documentos y las fotos, y luego restaura un archivo para comprobarlo',
    ],
    de: [
      'schließ eine externe Festplatte an oder öffne die Cloud-Sicherung',
      'sichere zuerst Dokumente und Fotos und stell dann eine Datei testweise wieder her',
    ],
    fr: [
      'branche un disque externe ou ouvre les réglages de sauvegarde dans le cloud',
      'copie d’abord les documents et les photos, puis restaure un fichier pour vérifier',
    ],
    pt: [
      'ligue um disco externo ou abra as configurações de cópia na nuvem',
      'copie primeiro os documentos e as fotos e depois restaure um arquivo para testar',
    ],
  },
  declutter: {
    en: [
      'set out three boxes or bags: keep, donate, bin',
      'clear one shelf or corner into them, then take the donate box to the car',
    ],
    es: [
      'prepara tres cajas o bolsas: guardar, donar, tirar',
      'vacía una balda o un rincón en ellas y lleva la caja de donar al coche',
    ],
    de: [
      'stell drei Kisten oder Säcke hin: behalten, spenden, wegwerfen',
      'räum ein Regal oder eine Ecke hinein und bring die Spendenkiste gleich ins Auto',
    ],
    fr: [
      'prépare trois cartons ou sacs : garder, donner, jeter',
      'vide une étagère ou un coin dedans, puis mets le carton à donner dans la voiture',
    ],
    pt: [
      'separe três caixas ou sacos: ficar, doar, jogar fora',
      'esvazie uma prateleira ou um canto neles e leve a caixa de doação para o carro',
    ],
  },
  cleaning: {
    en: [
      'put on a playlist and clear the surfaces, top to bottom',
      'vacuum and mop the floor, then take the rubbish out',
    ],
    es: ['pon música y despeja las superficies, de arriba abajo', 'aspira y friega el suelo, y saca la basura'],
    de: [
      'mach Musik an und räum die Flächen frei, von oben nach unten',
      'saug und wisch den Boden und bring den Müll raus',
    ],
    fr: [
      'mets de la musique et dégage les surfaces, de haut en bas',
      'passe l’aspirateur et la serpillière, puis sors la poubelle',
    ],
    pt: [
      'ponha uma música e limpe as superfícies, de cima para baixo',
      'aspire e passe pano no chão, depois tire o lixo',
    ],
  },
  bees: {
    en: [
      'heft each hive from the back to feel how heavy its stores are, and note which ones need fondant or syrup',
      'fit the mouse guards and entrance reducers, treat for varroa if it is due, and strap the roofs down',
    ],
    es: [
      'levanta cada colmena por detrás para notar cuánta reserva tiene y apunta cuáles necesitan fondant o jarabe',
      'pon las rejillas antirratones y los reductores de piquera, trata la varroa si toca y sujeta los techos',
    ],
    de: [
      'heb jede Beute hinten an, um die Vorräte zu schätzen, und notier, welche Futterteig oder Sirup braucht',
      'setz Mäusegitter und Fluglochkeile ein, behandle gegen Varroa, wenn es fällig ist, und zurr die Deckel fest',
    ],
    fr: [
      'soupèse chaque ruche par l’arrière pour juger ses réserves et note celles qui ont besoin de candi ou de sirop',
      'pose les grilles d’entrée et les réducteurs, traite contre le varroa si c’est le moment et sangle les toits',
    ],
    pt: [
      'levante cada colmeia por trás para sentir as reservas e anote quais precisam de pasta ou xarope',
      'coloque as grades contra ratos e os redutores de alvado, trate a varroa se for a época e prenda as tampas',
    ],
  },
  newInTown: {
    en: [
      'look up one weekly club, class or group near you (a run club, a choir, a sports league, volunteering) and go once this week',
      'say yes to the next invite from work, or ask one colleague or neighbour for a coffee this week',
    ],
    es: [
      'busca un club, una clase o un grupo semanal cerca de ti (running, coro, un equipo, voluntariado) y ve una vez esta semana',
      'acepta la próxima invitación del trabajo o invita a un compañero o vecino a un café esta semana',
    ],
    de: [
      'such dir einen Verein, Kurs oder eine Gruppe in der Nähe, die sich jede Woche trifft (Lauftreff, Chor, Sport, Ehrenamt), und geh diese Woche einmal hin',
      'sag bei der nächsten Einladung von der Arbeit zu oder frag eine Kollegin oder einen Nachbarn diese Woche auf einen Kaffee',
    ],
    fr: [
      'trouve un club, un cours ou un groupe hebdomadaire près de chez toi (course, chorale, sport, bénévolat) et vas-y une fois cette semaine',
      'accepte la prochaine invitation du travail ou propose un café à un collègue ou un voisin cette semaine',
    ],
    pt: [
      'procure um clube, uma aula ou um grupo semanal perto de você (corrida, coral, um time, voluntariado) e vá uma vez esta semana',
      'aceite o próximo convite do trabalho ou chame um colega ou vizinho para um café esta semana',
    ],
  },
  garden: {
    en: [
      'check the soil with a finger and water at the roots, morning or evening',
      'pull the weeds in one bed and fill the watering can for next time',
    ],
    es: [
      'toca la tierra con un dedo y riega al pie de la planta, por la mañana o al atardecer',
      'quita las malas hierbas de un bancal y deja la regadera llena',
    ],
    de: [
      'prüf die Erde mit dem Finger und gieß an den Wurzeln, morgens oder abends',
      'zupf das Unkraut in einem Beet und füll die Gießkanne fürs nächste Mal',
    ],
    fr: [
      'touche la terre du doigt et arrose au pied, le matin ou le soir',
      'désherbe un carré et remplis l’arrosoir pour la prochaine fois',
    ],
    pt: [
      'toque a terra com o dedo e regue na raiz, de manhã ou ao fim da tarde',
      'tire as ervas daninhas de um canteiro e deixe o regador cheio',
    ],
  },
  moving: {
    en: [
      'list the dates that are fixed: the lease, the job, the school',
      'ask two removal firms for a quote and pack the first room into boxes',
    ],
    es: [
      'apunta las fechas fijas: el contrato de alquiler, el trabajo, el colegio',
      'pide presupuesto a dos empresas de mudanzas y empaqueta la primera habitación',
    ],
    de: [
      'schreib die festen Termine auf: Mietvertrag, Job, Schule',
      'hol zwei Angebote von Umzugsfirmen ein und pack das erste Zimmer in Kartons',
    ],
    fr: [
      'note les dates fixes : le bail, le travail, l’école',
      'demande deux devis de déménageurs et mets la première pièce en cartons',
    ],
    pt: [
      'anote as datas fixas: o contrato de aluguel, o trabalho, a escola',
      'peça orçamento a duas transportadoras e encaixote o primeiro cômodo',
    ],
  },
  flights: {
    en: [
      'compare fares for two sets of dates on one site and note the baggage rules',
      'hold or book the best fare and save the confirmation with your passport details',
    ],
    es: [
      'compara tarifas para dos combinaciones de fechas en una web y mira el equipaje incluido',
      'reserva la mejor tarifa y guarda la confirmación con los datos del pasaporte',
    ],
    de: [
      'vergleiche die Preise für zwei Reisedaten auf einer Seite und prüf das Gepäck',
      'buch den besten Tarif und speichere die Bestätigung mit den Passdaten',
    ],
    fr: [
      'compare les tarifs sur deux jeux de dates sur un site et vérifie les bagages inclus',
      'réserve le meilleur tarif et garde la confirmation avec les infos du passeport',
    ],
    pt: [
      'compare as tarifas de duas combinações de datas num site e veja a bagagem incluída',
      'reserve a melhor tarifa e guarde a confirmação com os dados do passaporte',
    ],
  },
  trainTickets: {
    en: [
      'check times and fares for your date and whether a railcard or return saves money',
      'book the seats and save the tickets on your phone',
    ],
    es: [
      'mira horarios y precios para tu fecha y si la ida y vuelta sale más barata',
      'reserva los asientos y guarda los billetes en el móvil',
    ],
    de: [
      'schau Verbindungen und Preise für dein Datum und ob ein Sparpreis passt',
      'buch die Plätze und speicher die Tickets auf dem Handy',
    ],
    fr: [
      'regarde horaires et prix pour ta date et si l’aller-retour coûte moins cher',
      'réserve les places et garde les billets sur ton téléphone',
    ],
    pt: [
      'veja horários e preços para a sua data e se ida e volta sai mais barato',
      'reserve os lugares e guarde os bilhetes no celular',
    ],
  },
  lodging: {
    en: [
      'set the dates, a budget per night and the area you want',
      'shortlist two places with free cancellation and book the better one',
    ],
    es: [
      'fija las fechas, un precio máximo por noche y la zona',
      'quédate con dos opciones con cancelación gratis y reserva la mejor',
    ],
    de: [
      'leg Daten, ein Budget pro Nacht und die Gegend fest',
      'such zwei Unterkünfte mit kostenloser Stornierung aus und buch die bessere',
    ],
    fr: [
      'fixe les dates, un budget par nuit et le quartier',
      'garde deux options avec annulation gratuite et réserve la meilleure',
    ],
    pt: [
      'defina as datas, um valor máximo por noite e o bairro',
      'escolha duas opções com cancelamento grátis e reserve a melhor',
    ],
  },
  restaurant: {
    en: [
      'pick two restaurants and the time that suits everyone',
      'book the table online or by phone and tell the others',
    ],
    es: [
      'elige dos restaurantes y la hora que va bien a todos',
      'reserva la mesa en línea o por teléfono y avisa a los demás',
    ],
    de: [
      'such zwei Restaurants und die Uhrzeit aus, die allen passt',
      'reservier den Tisch online oder per Telefon und sag den anderen Bescheid',
    ],
    fr: [
      'choisis deux restaurants et l’heure qui va à tout le monde',
      'réserve la table en ligne ou par téléphone et préviens les autres',
    ],
    pt: [
      'escolha dois restaurantes e o horário bom para todos',
      'reserve a mesa online ou por telefone e avise os outros',
    ],
  },
  trip: {
    en: [
      'fix the dates and a budget, and ask who is coming',
      'book the transport and a place to stay, then sketch the itinerary day by day',
    ],
    es: [
      'fija las fechas y un presupuesto, y pregunta quién viene',
      'reserva el transporte y el alojamiento, y esboza el itinerario día a día',
    ],
    de: [
      'leg Daten und Budget fest und frag, wer mitkommt',
      'buch Anreise und Unterkunft und skizzier die Route Tag für Tag',
    ],
    fr: [
      'fixe les dates et un budget, et demande qui vient',
      'réserve le transport et l’hébergement, puis esquisse l’itinéraire jour par jour',
    ],
    pt: [
      'defina as datas e um orçamento, e pergunte quem vai',
      'reserve o transporte e a hospedagem e esboce o roteiro dia a dia',
    ],
  },
  interview: {
    en: [
      'read the role description and write three questions about the role, the team and the salary',
      'prepare two short stories of your work and keep your notes and resume open',
    ],
    es: [
      'lee la oferta y apunta tres preguntas sobre el puesto, el equipo y el salario',
      'prepara dos ejemplos breves de tu trabajo y ten a mano tus notas y el currículum',
    ],
    de: [
      'lies die Stellenbeschreibung und schreib drei Fragen zu Rolle, Team und Gehalt auf',
      'bereite zwei kurze Beispiele aus deiner Arbeit vor und leg Notizen und Lebenslauf bereit',
    ],
    fr: [
      'relis l’offre et note trois questions sur le poste, l’équipe et le salaire',
      'prépare deux exemples courts de ton travail et garde tes notes et ton CV ouverts',
    ],
    pt: [
      'leia a vaga e anote três perguntas sobre a função, a equipe e o salário',
      'prepare dois exemplos curtos do seu trabalho e deixe as notas e o currículo abertos',
    ],
  },
  resume: {
    en: [
      'list your last three roles with one measurable achievement each',
      'rewrite the top section for the job you want and cut anything older than ten years',
    ],
    es: [
      'enumera tus tres últimos puestos con un logro medible en cada uno',
      'reescribe el encabezado para el trabajo que buscas y quita lo de hace más de diez años',
    ],
    de: [
      'liste deine letzten drei Stellen mit je einem messbaren Erfolg auf',
      'schreib das Profil oben für den Job, den du willst, neu und streich alles über zehn Jahre',
    ],
    fr: [
      'liste tes trois derniers postes avec une réussite chiffrée pour chacun',
      'réécris le haut du CV pour le poste visé et coupe ce qui a plus de dix ans',
    ],
    pt: [
      'liste os três últimos cargos com uma conquista mensurável em cada um',
      'reescreva o resumo do topo para a vaga que quer e corte o que tem mais de dez anos',
    ],
  },
  jobSearch: {
    en: [
      'pick three postings that fit and note what each one asks for',
      'tailor your CV to the best one and send the application today',
    ],
    es: [
      'elige tres ofertas que encajen y apunta lo que pide cada una',
      'adapta el currículum a la mejor y envía la candidatura hoy',
    ],
    de: [
      'such drei passende Stellenanzeigen aus und notier, was jede verlangt',
      'pass den Lebenslauf an die beste an und schick die Bewerbung heute ab',
    ],
    fr: [
      'choisis trois offres qui te correspondent et note ce que chacune demande',
      'adapte ton CV à la meilleure et envoie la candidature aujourd’hui',
    ],
    pt: [
      'escolha três vagas que combinem e anote o que cada uma pede',
      'adapte o currículo à melhor e envie a candidatura hoje',
    ],
  },
  meeting: {
    en: [
      'write a three-point agenda and send it to the team with the time box for each point',
      'prepare the board or the backlog, and note decisions and owners at the end',
    ],
    es: [
      'escribe un orden del día de tres puntos y envíalo al equipo con el tiempo de cada punto',
      'prepara el tablero o el backlog y apunta al final decisiones y responsables',
    ],
    de: [
      'schreib eine Agenda mit drei Punkten und schick sie mit Zeitrahmen ans Team',
      'bereite Board oder Backlog vor und halte am Ende Entscheidungen und Verantwortliche fest',
    ],
    fr: [
      'rédige un ordre du jour en trois points et envoie-le à l’équipe avec le temps prévu',
      'prépare le tableau ou le backlog et note à la fin les décisions et les responsables',
    ],
    pt: [
      'escreva uma pauta de três pontos e mande para a equipe com o tempo de cada um',
      'prepare o quadro ou o backlog e anote no fim as decisões e os responsáveis',
    ],
  },
  training: {
    en: [
      'write the five things they need to do on day one and walk through the first one together',
      'give them one real ticket to do while you explain the workflow',
    ],
    es: [
      'apunta las cinco cosas que necesita hacer el primer día y haced juntos la primera',
      'dale una tarea real mientras le explicas el flujo de trabajo',
    ],
    de: [
      'schreib die fünf Dinge auf, die am ersten Tag nötig sind, und geht das erste gemeinsam durch',
      'gib eine echte Aufgabe und erklär dabei den Ablauf',
    ],
    fr: [
      'note les cinq choses à savoir faire le premier jour et faites la première ensemble',
      'donne une vraie tâche et explique le déroulé en même temps',
    ],
    pt: [
      'anote as cinco coisas que a pessoa precisa fazer no primeiro dia e façam a primeira juntos',
      'passe uma tarefa real e explique o fluxo de trabalho enquanto isso',
    ],
  },
  presentation: {
    en: [
      'outline the story: a one-sentence summary and three key points',
      'make one slide per point with the data behind it, then rehearse out loud with a timer',
    ],
    es: [
      'escribe el resumen en una frase y los tres puntos clave',
      'haz una diapositiva por punto con sus datos y ensaya en voz alta con cronómetro',
    ],
    de: [
      'schreib die Kernaussage in einem Satz und die drei Hauptpunkte auf',
      'mach eine Folie pro Punkt mit den Daten dazu und üb laut mit Stoppuhr',
    ],
    fr: [
      'écris le message en une phrase et les trois points clés',
      'fais une diapo par point avec les données, puis répète à voix haute avec un chrono',
    ],
    pt: [
      'escreva o resumo numa frase e os três pontos principais',
      'faça um slide por ponto com os dados e ensaie em voz alta com cronômetro',
    ],
  },
  inbox: {
    en: [
      'sort the inbox oldest first and archive what needs no reply',
      'answer the urgent ones with short replies and flag the rest with a date',
    ],
    es: [
      'ordena la bandeja de entrada de más antiguo a más nuevo y archiva lo que no necesita respuesta',
      'contesta los urgentes con respuestas cortas y marca el resto con una fecha',
    ],
    de: [
      'sortier den Posteingang nach Alter und archivier, was keine Antwort braucht',
      'beantworte die dringenden kurz und markier den Rest mit einem Datum',
    ],
    fr: [
      'trie la boîte de réception du plus ancien au plus récent et archive ce qui n’attend pas de réponse',
      'réponds court aux urgents et marque le reste avec une date',
    ],
    pt: [
      'ordene a caixa de entrada do mais antigo e arquive o que não precisa de resposta',
      'responda os urgentes com respostas curtas e marque o resto com uma data',
    ],
  },
  release: {
    en: [
      'list what must work before release and write a test for the riskiest part',
      'fix the blocking bug, merge after review and deploy to staging for one user to try',
    ],
    es: [
      'enumera lo que tiene que funcionar antes de publicar y escribe un test para lo más arriesgado',
      'arregla el bug que bloquea, fusiona tras la revisión y despliega en pruebas para que lo use un usuario',
    ],
    de: [
      'liste auf, was vor dem Release funktionieren muss, und schreib einen Test für den riskantesten Teil',
      'behebe den blockierenden Bug, merge nach dem Review und deploy auf Staging für einen Testnutzer',
    ],
    fr: [
      'liste ce qui doit marcher avant la mise en production et écris un test pour la partie la plus risquée',
      'corrige le bug bloquant, merge après revue et déploie en préprod pour un utilisateur test',
    ],
    pt: [
      'liste o que precisa funcionar antes do lançamento e escreva um teste para a parte mais arriscada',
      'corrija o bug que bloqueia, faça o merge após a revisão e publique em homologação para um usuário testar',
    ],
  },
  report: {
    en: [
      'outline the sections on one page, with the key number or finding of each',
      'draft the weakest section first and send the outline to one reviewer',
    ],
    es: [
      'esboza las secciones en una página, con el dato o hallazgo clave de cada una',
      'redacta primero la sección más floja y manda el esquema a un revisor',
    ],
    de: [
      'gliedere die Abschnitte auf einer Seite, mit der wichtigsten Zahl oder Aussage je Abschnitt',
      'schreib zuerst den schwächsten Abschnitt und schick die Gliederung an eine Person zum Gegenlesen',
    ],
    fr: [
      'fais le plan des sections sur une page, avec le chiffre ou le constat clé de chacune',
      'rédige d’abord la section la plus faible et envoie le plan à un relecteur',
    ],
    pt: [
      'esboce as seções numa página, com o dado ou a conclusão principal de cada uma',
      'escreva primeiro a seção mais fraca e mande o esboço para um revisor',
    ],
  },
  thesis: {
    en: [
      'write the chapter’s argument in three sentences and outline its sections',
      'draft one section without editing, then check its citations and send it to your supervisor',
    ],
    es: [
      'escribe el argumento del capítulo en tres frases y esboza sus apartados',
      'redacta un apartado sin corregir, revisa las citas y mándaselo a tu tutor',
    ],
    de: [
      'fass das Argument des Kapitels in drei Sätzen und gliedere die Abschnitte',
      'schreib einen Abschnitt ohne zu korrigieren, prüf die Zitate und schick ihn an deine Betreuung',
    ],
    fr: [
      'écris l’argument du chapitre en trois phrases et fais le plan des parties',
      'rédige une partie sans te corriger, vérifie les références et envoie-la à ton directeur',
    ],
    pt: [
      'escreva o argumento do capítulo em três frases e esboce as seções',
      'redija uma seção sem revisar, confira as referências e mande para o orientador',
    ],
  },
  revision: {
    en: [
      'pick one topic, close the book and write down everything you remember of it, then check against your notes and make flashcards of what you missed',
      'do past paper questions on that topic against the clock, mark them with the mark scheme, and redo the ones you got wrong two days later',
    ],
    es: [
      'elige un tema, cierra el libro y escribe todo lo que recuerdes, luego compáralo con tus apuntes y haz tarjetas de lo que se te olvidó',
      'haz preguntas de exámenes anteriores de ese tema con el reloj en marcha, corrígelas con la plantilla y repite las falladas dos días después',
    ],
    de: [
      'nimm dir ein Thema vor, klapp das Buch zu und schreib alles auf, was du noch weißt; vergleich es mit deinen Notizen und mach Karteikarten zu dem, was fehlte',
      'rechne alte Prüfungsaufgaben zu dem Thema mit der Uhr, korrigier sie mit dem Lösungsschlüssel und mach die falschen zwei Tage später noch einmal',
    ],
    fr: [
      'choisis un chapitre, ferme le livre et écris tout ce dont tu te souviens, puis compare avec tes notes et fais des fiches de ce qui manquait',
      'fais des sujets d’annales sur ce chapitre en temps limité, corrige-les avec le corrigé et refais les questions ratées deux jours plus tard',
    ],
    pt: [
      'escolha um tema, feche o livro e escreva tudo o que lembrar, depois confira com as suas notas e faça flashcards do que faltou',
      'resolva questões de provas anteriores desse tema com o relógio a correr, corrija pelo gabarito e refaça as erradas dois dias depois',
    ],
  },
  exam: {
    en: [
      'list the topics from the syllabus and mark your three weakest',
      'do one past paper under timed conditions and make flashcards from your mistakes',
    ],
    es: [
      'haz la lista de temas del temario y marca los tres más flojos',
      'haz un examen de otros años con tiempo y pasa tus errores a tarjetas',
    ],
    de: [
      'liste die Themen aus dem Lehrplan auf und markier deine drei schwächsten',
      'mach eine Altklausur auf Zeit und schreib Karteikarten zu deinen Fehlern',
    ],
    fr: [
      'liste les chapitres du programme et marque les trois plus faibles',
      'fais une annale en temps limité et mets tes erreurs sur des fiches',
    ],
    pt: [
      'liste as matérias do edital e marque as três mais fracas',
      'resolva uma prova anterior cronometrada e passe os erros para flashcards',
    ],
  },
  commute: {
    en: [
      'check the bike (tyres, brakes, chain, front and rear lights for the dark mornings) and ride or walk the route once on a day off, timing it',
      'pick the days you will go this way (say Monday, Wednesday, Friday), and lay out the bag, rain jacket and change of clothes the night before',
    ],
    es: [
      'revisa la bici (ruedas, frenos, cadena, luces delantera y trasera para cuando es de noche) y haz el trayecto una vez en un día libre, cronometrándolo',
      'elige los días que irás así (por ejemplo lunes, miércoles y viernes) y deja preparados la mochila, el chubasquero y la ropa de cambio la noche antes',
    ],
    de: [
      'check das Rad (Reifen, Bremsen, Kette, Licht vorn und hinten für die dunklen Morgen) und fahr die Strecke einmal an einem freien Tag mit Zeit',
      'leg die Tage fest, an denen du so fährst (etwa Montag, Mittwoch, Freitag), und pack Tasche, Regenjacke und Wechselkleidung schon am Abend vorher',
    ],
    fr: [
      'vérifie le vélo (pneus, freins, chaîne, éclairage avant et arrière pour les matins sombres) et fais le trajet une fois un jour de repos, en le chronométrant',
      'choisis les jours où tu iras ainsi (par exemple lundi, mercredi, vendredi) et prépare le sac, la veste de pluie et des vêtements de rechange la veille',
    ],
    pt: [
      'revise a bicicleta (pneus, freios, corrente, luz dianteira e traseira para as manhãs escuras) e faça o trajeto uma vez num dia de folga, cronometrando',
      'escolha os dias em que vai assim (por exemplo segunda, quarta e sexta) e deixe a mochila, o impermeável e a roupa de troca prontos na véspera',
    ],
  },
  guilt: {
    en: [
      'write down in a few lines what you decided, why, and what it gives the people concerned; read it back when the guilt comes',
      'do one kind, small thing this week that fits (a visit, a call, a note) and talk it through with someone you trust: a friend, a support group or a counsellor',
    ],
    es: [
      'escribe en pocas líneas qué decidiste, por qué y qué les aporta a los demás; reléelo cuando llegue la culpa',
      'haz esta semana un gesto pequeño y amable que encaje (una visita, una llamada, una nota) y háblalo con alguien de confianza: un amigo, un grupo de apoyo o un psicólogo',
    ],
    de: [
      'schreib in ein paar Zeilen auf, was du entschieden hast, warum, und was es den anderen gibt; lies es, wenn das schlechte Gewissen kommt',
      'tu diese Woche eine kleine, freundliche Sache, die passt (ein Besuch, ein Anruf, ein Brief), und sprich mit jemandem darüber, dem du vertraust: eine Freundin, eine Gesprächsgruppe oder eine Beratung',
    ],
    fr: [
      'écris en quelques lignes ce que tu as décidé, pourquoi, et ce que ça apporte aux autres ; relis-le quand la culpabilité revient',
      'fais cette semaine un petit geste doux qui a du sens (une visite, un appel, un mot) et parles-en à quelqu’un de confiance : un ami, un groupe de soutien ou un psy',
    ],
    pt: [
      'escreva em poucas linhas o que decidiu, porquê, e o que isso dá aos outros; releia quando a culpa vier',
      'faça esta semana um gesto pequeno e carinhoso que faça sentido (uma visita, uma ligação, um bilhete) e converse sobre isso com alguém de confiança: um amigo, um grupo de apoio ou um psicólogo',
    ],
  },
  openShop: {
    en: [
      'list what selling from there needs (registering the business, food or hygiene rules, insurance) and sketch the space: shelves, a fridge, a cash box or card reader',
      'set your prices, make a sign with the opening hours, and tell neighbours and a local group the opening day',
    ],
    es: [
      'apunta lo que hace falta para vender allí (darte de alta, normas de higiene o alimentación, seguro) y dibuja el espacio: estanterías, nevera, caja o datáfono',
      'pon los precios, haz un cartel con el horario y cuéntales el día de apertura a los vecinos y a un grupo de la zona',
    ],
    de: [
      'notier, was du zum Verkaufen brauchst (Gewerbeanmeldung, Hygiene- und Lebensmittelregeln, Versicherung), und skizzier den Raum: Regale, Kühlschrank, Kasse oder Vertrauenskasse',
      'leg die Preise fest, mach ein Schild mit den Öffnungszeiten und sag Nachbarn und einer Gruppe im Ort, wann du aufmachst',
    ],
    fr: [
      'note ce qu’il faut pour vendre là (déclaration d’activité, règles d’hygiène ou alimentaires, assurance) et dessine l’espace : étagères, frigo, caisse ou terminal de paiement',
      'fixe tes prix, fais une pancarte avec les horaires d’ouverture et annonce le jour d’ouverture aux voisins et à un groupe local',
    ],
    pt: [
      'anote o que precisa para vender ali (registo ou MEI, regras de higiene e alimentos, seguro) e desenhe o espaço: prateleiras, geladeira, caixa ou maquininha',
      'defina os preços, faça uma placa com o horário e conte aos vizinhos e a um grupo do bairro o dia da abertura',
    ],
  },
  shop: {
    en: [
      'photograph five products in daylight and write their descriptions',
      'set prices that include shipping and publish the first listings',
    ],
    es: [
      'fotografía cinco productos con luz natural y escribe sus descripciones',
      'pon precios que incluyan el envío y publica los primeros artículos',
    ],
    de: [
      'fotografiere fünf Produkte bei Tageslicht und schreib die Beschreibungen',
      'leg Preise inklusive Versand fest und stell die ersten Artikel online',
    ],
    fr: [
      'photographie cinq produits à la lumière du jour et écris leurs descriptions',
      'fixe des prix qui incluent la livraison et publie les premières fiches',
    ],
    pt: [
      'fotografe cinco produtos com luz natural e escreva as descrições',
      'defina preços com o frete incluído e publique os primeiros anúncios',
    ],
  },
  content: {
    en: [
      'write down your audience in one line and the first three episode or post ideas',
      'make the first one as a rough draft and pick a fixed publishing day',
    ],
    es: [
      'escribe en una línea para quién es y las tres primeras ideas de episodio o entrada',
      'haz la primera como borrador y elige un día fijo de publicación',
    ],
    de: [
      'schreib in einer Zeile auf, für wen es ist, und die ersten drei Ideen für Folgen oder Beiträge',
      'mach die erste als groben Entwurf und leg einen festen Veröffentlichungstag fest',
    ],
    fr: [
      'écris en une ligne pour qui c’est et les trois premières idées d’épisode ou d’article',
      'fais le premier en brouillon et choisis un jour fixe de publication',
    ],
    pt: [
      'escreva numa linha para quem é e as três primeiras ideias de episódio ou post',
      'faça o primeiro como rascunho e escolha um dia fixo para publicar',
    ],
  },
  speech: {
    en: [
      'jot down three short stories about the couple or the person',
      'write an opening line and a closing toast, then rehearse it out loud with a timer',
    ],
    es: [
      'apunta tres anécdotas cortas de la pareja o de la persona',
      'escribe una frase de arranque y un brindis final, y ensáyalo en voz alta con cronómetro',
    ],
    de: [
      'notier drei kurze Geschichten über das Paar oder die Person',
      'schreib einen Einstieg und einen Trinkspruch zum Schluss und üb laut mit Stoppuhr',
    ],
    fr: [
      'note trois anecdotes courtes sur le couple ou la personne',
      'écris une phrase d’ouverture et un toast final, puis répète à voix haute avec un chrono',
    ],
    pt: [
      'anote três histórias curtas sobre o casal ou a pessoa',
      'escreva uma frase de abertura e um brinde final e ensaie em voz alta com cronômetro',
    ],
  },
  invites: {
    en: ['update the guest list with every postal address', 'address the envelopes, stick the stamps on and post them'],
    es: [
      'completa la lista de invitados con todas las direcciones postales',
      'escribe los sobres, pon los sellos y échalos al buzón',
    ],
    de: [
      'ergänze die Gästeliste um alle Postadressen',
      'beschrifte die Umschläge, kleb die Briefmarken auf und wirf sie ein',
    ],
    fr: [
      'complète la liste des invités avec toutes les adresses postales',
      'écris les enveloppes, colle les timbres et poste-les',
    ],
    pt: ['complete a lista de convidados com todos os endereços', 'escreva os envelopes, cole os selos e poste'],
  },
  party: {
    en: ['fix the date and the guest list', 'choose the place and the food, then send the invitations'],
    es: ['fija la fecha y la lista de invitados', 'elige el sitio y la comida, y manda las invitaciones'],
    de: ['leg Datum und Gästeliste fest', 'such Ort und Essen aus und verschick die Einladungen'],
    fr: ['fixe la date et la liste des invités', 'choisis le lieu et le repas, puis envoie les invitations'],
    pt: ['defina a data e a lista de convidados', 'escolha o local e a comida e mande os convites'],
  },
  recipe: {
    en: [
      'check the ingredients and quantities, and buy what is missing',
      'weigh and prep everything before you start, then note what to change next time',
    ],
    es: [
      'revisa los ingredientes y las cantidades, y compra lo que falte',
      'pesa y prepara todo antes de empezar, y apunta qué cambiarías la próxima vez',
    ],
    de: [
      'prüf die Zutaten und Mengen und kauf, was fehlt',
      'wieg und bereite alles vor dem Start vor und notier, was du nächstes Mal änderst',
    ],
    fr: [
      'vérifie les ingrédients et les quantités, et achète ce qui manque',
      'pèse et prépare tout avant de commencer, puis note ce que tu changerais',
    ],
    pt: [
      'confira os ingredientes e as quantidades e compre o que faltar',
      'pese e separe tudo antes de começar e anote o que mudaria na próxima vez',
    ],
  },
  mealPrep: {
    en: [
      'plan three dinners, each with a vegetable and a protein such as beans, lentils, chickpeas or tofu',
      'shop the list and batch-cook on Sunday into containers for the week',
    ],
    es: [
      'planifica tres cenas, cada una con verdura y una proteína como lentejas, garbanzos o tofu',
      'haz la compra con la lista y cocina por tandas el domingo en tuppers para la semana',
    ],
    de: [
      'plan drei Abendessen, jedes mit Gemüse und Eiweiß wie Bohnen, Linsen, Kichererbsen oder Tofu',
      'kauf nach Liste ein und koch am Sonntag vor, in Dosen für die Woche',
    ],
    fr: [
      'prévois trois dîners, chacun avec des légumes et des protéines comme lentilles, pois chiches ou tofu',
      'fais les courses avec la liste et cuisine en avance le dimanche, en boîtes pour la semaine',
    ],
    pt: [
      'planeje três jantares, cada um com legumes e uma proteína como feijão, lentilha, grão-de-bico ou tofu',
      'faça as compras com a lista e cozinhe no domingo em marmitas para a semana',
    ],
  },
  weight: {
    en: [
      'write down what you eat for three days, snacks and drinks included',
      'swap one snack or sweet drink a day for fruit or water, add a daily walk, and weigh yourself once a week',
    ],
    es: [
      'apunta lo que comes durante tres días, picoteos y bebidas incluidos',
      'cambia un picoteo o refresco al día por fruta o agua, suma un paseo diario y pésate una vez por semana',
    ],
    de: [
      'schreib drei Tage lang auf, was du isst, Snacks und Getränke mit',
      'tausch täglich einen Snack oder ein süßes Getränk gegen Obst oder Wasser, geh jeden Tag spazieren und wieg dich einmal pro Woche',
    ],
    fr: [
      'note ce que tu manges pendant trois jours, grignotages et boissons compris',
      'remplace chaque jour un grignotage ou une boisson sucrée par un fruit ou de l’eau, marche un peu et pèse-toi une fois par semaine',
    ],
    pt: [
      'anote o que você come por três dias, lanches e bebidas incluídos',
      'troque um lanche ou refrigerante por dia por fruta ou água, faça uma caminhada e se pese uma vez por semana',
    ],
  },
  sugar: {
    en: [
      'clear the sweets and soda out of the cupboard and read the labels of what you buy',
      'swap dessert for fruit on weekdays and keep a snack you like that is not sweet',
    ],
    es: [
      'saca los dulces y refrescos de la despensa y lee las etiquetas de lo que compras',
      'cambia el postre por fruta entre semana y ten a mano un tentempié que no sea dulce',
    ],
    de: [
      'räum Süßigkeiten und Limo aus dem Schrank und lies die Etiketten beim Einkauf',
      'ersetz unter der Woche den Nachtisch durch Obst und halt einen Snack bereit, der nicht süß ist',
    ],
    fr: [
      'retire les sucreries et sodas du placard et lis les étiquettes de ce que tu achètes',
      'remplace le dessert par un fruit en semaine et garde un en-cas qui n’est pas sucré',
    ],
    pt: [
      'tire os doces e refrigerantes do armário e leia os rótulos do que compra',
      'troque a sobremesa por fruta nos dias de semana e tenha um lanche que não seja doce',
    ],
  },
  alcohol: {
    en: [
      'pick your dry days this week and write them on the calendar',
      'stock an alternative drink you like and tell one friend your plan',
    ],
    es: [
      'elige tus días sin alcohol de esta semana y márcalos en el calendario',
      'ten en casa una bebida alternativa que te guste y cuéntale tu plan a un amigo',
    ],
    de: [
      'leg deine alkoholfreien Tage dieser Woche fest und trag sie in den Kalender ein',
      'kauf ein alkoholfreies Getränk, das dir schmeckt, und erzähl einem Freund von deinem Plan',
    ],
    fr: [
      'choisis tes jours sans alcool cette semaine et note-les dans l’agenda',
      'garde une boisson sans alcool que tu aimes et parle de ton plan à un ami',
    ],
    pt: [
      'escolha os seus dias sem álcool desta semana e marque no calendário',
      'tenha em casa uma bebida sem álcool de que goste e conte o plano a um amigo',
    ],
  },
  cannabis: {
    en: [
      'pick the days or times you will not smoke this week, write them on the calendar and tell one person',
      'clear out the papers, grinder and stash you keep at hand, and plan what you do instead in the hour you used to light up',
    ],
    es: [
      'elige los días o momentos en que no vas a fumar esta semana, apúntalos en el calendario y díselo a alguien',
      'saca de casa el papel, el grinder y lo que guardas a mano, y decide qué harás en la hora en que solías fumar',
    ],
    de: [
      'leg fest, an welchen Tagen oder zu welchen Zeiten du diese Woche nicht kiffst, trag sie in den Kalender ein und sag es einer Person',
      'räum Papers, Grinder und Vorrat aus der Reichweite und plan, was du in der Stunde machst, in der du sonst gekifft hast',
    ],
    fr: [
      'choisis les jours ou les moments où tu ne fumeras pas cette semaine, note-les sur le calendrier et dis-le à quelqu’un',
      'range hors de portée les feuilles, le grinder et ce que tu gardes sous la main, et prévois quoi faire à l’heure où tu fumais',
    ],
    pt: [
      'escolha os dias ou horários em que não vai fumar esta semana, marque no calendário e conte a uma pessoa',
      'tire de perto a seda, o dichavador e o que guarda à mão, e planeje o que fazer na hora em que costumava fumar',
    ],
  },
  smoking: {
    en: [
      'set a quit date and ask a pharmacist or doctor about patches or gum',
      'throw away the cigarettes and lighters and write down your three trigger moments with a plan for each',
    ],
    es: [
      'fija un día para dejarlo y pregunta en la farmacia o al médico por parches o chicles',
      'tira los cigarrillos y mecheros y apunta tus tres momentos de riesgo con un plan para cada uno',
    ],
    de: [
      'leg einen Rauchstopp-Tag fest und frag in der Apotheke oder beim Arzt nach Pflastern oder Kaugummis',
      'wirf Zigaretten und Feuerzeuge weg und schreib deine drei Auslöser mit je einem Plan auf',
    ],
    fr: [
      'fixe une date d’arrêt et demande au pharmacien ou au médecin des patchs ou des gommes',
      'jette les cigarettes et les briquets et note tes trois moments à risque avec un plan pour chacun',
    ],
    pt: [
      'marque uma data para parar e pergunte na farmácia ou ao médico sobre adesivos ou chicletes',
      'jogue fora os cigarros e isqueiros e anote os três momentos de risco com um plano para cada um',
    ],
  },
  screenTime: {
    en: [
      'set a daily limit in the phone’s settings and move social apps off the home screen',
      'charge the phone outside the bedroom tonight',
    ],
    es: [
      'pon un límite diario en los ajustes del móvil y saca las redes de la pantalla de inicio',
      'carga el móvil fuera del dormitorio esta noche',
    ],
    de: [
      'stell in den Handy-Einstellungen ein Tageslimit ein und nimm soziale Apps vom Startbildschirm',
      'lade das Handy heute Nacht außerhalb des Schlafzimmers',
    ],
    fr: [
      'règle une limite quotidienne dans les paramètres et sors les réseaux de l’écran d’accueil',
      'recharge le téléphone hors de la chambre ce soir',
    ],
    pt: [
      'defina um limite diário nas configurações e tire as redes sociais da tela inicial',
      'carregue o celular fora do quarto hoje à noite',
    ],
  },
  teeth: {
    en: [
      'put the floss next to your toothbrush and use it right after you brush your teeth',
      'floss right after brushing your teeth at night, one tick on a calendar each time',
    ],
    es: [
      'deja el hilo dental junto al cepillo de dientes, a la vista',
      'pásalo justo después de lavarte los dientes por la noche y marca cada día en un calendario',
    ],
    de: [
      'leg die Zahnseide sichtbar neben die Zahnbürste',
      'benutz sie abends direkt nach dem Zähneputzen und mach jedes Mal einen Haken im Kalender',
    ],
    fr: [
      'pose le fil dentaire à côté de ta brosse à dents, bien en vue',
      'passe-le juste après le brossage du soir et coche chaque jour sur un calendrier',
    ],
    pt: [
      'deixe o fio dental ao lado da escova de dentes, à vista',
      'passe logo depois de escovar os dentes à noite e marque cada dia num calendário',
    ],
  },
  sleep: {
    en: [
      'set an alarm 30 minutes before bedtime to start winding down',
      'charge the phone outside the bedroom and keep the same wake-up time, weekends too',
    ],
    es: [
      'pon una alarma 30 minutos antes de acostarte para empezar a desconectar',
      'carga el móvil fuera del dormitorio y mantén la misma hora de despertar, también el fin de semana',
    ],
    de: [
      'stell einen Wecker 30 Minuten vor dem Schlafengehen, um runterzufahren',
      'lade das Handy außerhalb des Schlafzimmers und steh jeden Tag zur gleichen Zeit auf, auch am Wochenende',
    ],
    fr: [
      'mets une alarme 30 minutes avant le coucher pour commencer à décrocher',
      'recharge le téléphone hors de la chambre et garde la même heure de lever, le week-end aussi',
    ],
    pt: [
      'ponha um alarme 30 minutos antes de deitar para começar a desacelerar',
      'carregue o celular fora do quarto e mantenha o mesmo horário de acordar, também no fim de semana',
    ],
  },
  hydration: {
    en: [
      'fill a bottle in the morning and keep it on your desk',
      'drink a glass with each meal and refill the bottle at lunch',
    ],
    es: [
      'llena una botella por la mañana y tenla en la mesa',
      'bebe un vaso con cada comida y vuelve a llenar la botella a mediodía',
    ],
    de: [
      'füll morgens eine Flasche und stell sie auf den Schreibtisch',
      'trink zu jeder Mahlzeit ein Glas und füll die Flasche mittags nach',
    ],
    fr: [
      'remplis une gourde le matin et garde-la sur ton bureau',
      'bois un verre à chaque repas et remplis la gourde à midi',
    ],
    pt: [
      'encha uma garrafa de manhã e deixe na mesa',
      'beba um copo em cada refeição e encha a garrafa de novo no almoço',
    ],
  },
  meditation: {
    en: [
      'sit somewhere quiet, set a timer and follow your breath',
      'try one guided session in an app and keep the same spot each day',
    ],
    es: [
      'siéntate en un sitio tranquilo, pon un temporizador y sigue tu respiración',
      'prueba una sesión guiada en una app y usa siempre el mismo rincón',
    ],
    de: [
      'setz dich an einen ruhigen Ort, stell einen Timer und folge deinem Atem',
      'probier eine geführte Einheit in einer App und nimm jeden Tag denselben Platz',
    ],
    fr: [
      'assieds-toi dans un coin calme, lance un minuteur et suis ta respiration',
      'essaie une séance guidée dans une appli et garde le même coin chaque jour',
    ],
    pt: [
      'sente-se num lugar calmo, ligue um temporizador e acompanhe a respiração',
      'experimente uma sessão guiada num app e use sempre o mesmo canto',
    ],
  },
  journal: {
    en: [
      'keep a notebook and pen by your bed',
      'write three lines: what happened, how you felt, one thing that went well',
    ],
    es: [
      'deja un cuaderno y un boli junto a la cama',
      'escribe tres líneas: qué pasó, cómo te sentiste y una cosa que salió bien',
    ],
    de: [
      'leg ein Notizbuch und einen Stift ans Bett',
      'schreib drei Zeilen: was passiert ist, wie du dich gefühlt hast, was gut lief',
    ],
    fr: [
      'pose un carnet et un stylo près du lit',
      'écris trois lignes : ce qui s’est passé, ce que tu as ressenti, une chose qui s’est bien passée',
    ],
    pt: [
      'deixe um caderno e uma caneta ao lado da cama',
      'escreva três linhas: o que aconteceu, como se sentiu e uma coisa que deu certo',
    ],
  },
  dog: {
    en: [
      'put the lead and poo bags by the door',
      'pick a route round the block or the park that fits the time you have',
    ],
    es: [
      'deja la correa y las bolsas junto a la puerta',
      'elige una ruta por el barrio o el parque que quepa en el tiempo que tienes',
    ],
    de: [
      'leg Leine und Kotbeutel an die Tür',
      'such eine Runde um den Block oder durch den Park, die in deine Zeit passt',
    ],
    fr: [
      'pose la laisse et les sacs près de la porte',
      'choisis un tour du quartier ou du parc qui tient dans ton temps',
    ],
    pt: [
      'deixe a guia e os saquinhos perto da porta',
      'escolha um trajeto pelo quarteirão ou pelo parque que caiba no seu tempo',
    ],
  },
  swim: {
    en: [
      'check the pool’s lane-swimming times or book a lesson with an instructor',
      'swim ten easy laps focusing on your breathing, then one drill with a float',
    ],
    es: [
      'mira los horarios de nado libre de la piscina o reserva una clase con un monitor',
      'nada diez largos suaves centrándote en la respiración y luego un ejercicio con tabla',
    ],
    de: [
      'schau nach den Bahnzeiten im Schwimmbad oder buch eine Stunde bei einem Trainer',
      'schwimm zehn lockere Bahnen mit Fokus auf die Atmung, dann eine Übung mit dem Brett',
    ],
    fr: [
      'regarde les créneaux de nage libre à la piscine ou réserve un cours avec un maître-nageur',
      'nage dix longueurs tranquilles en travaillant la respiration, puis un exercice avec une planche',
    ],
    pt: [
      'veja os horários de nado livre da piscina ou marque uma aula com um professor',
      'nade dez piscinas leves focando na respiração e depois um exercício com prancha',
    ],
  },
  running: {
    en: [
      'plan three runs this week: two easy runs and one with short intervals',
      'check your shoes, pick a route of known distance and log the pace of each run',
    ],
    es: [
      'planifica tres salidas esta semana: dos suaves y una con series cortas',
      'revisa las zapatillas, elige una ruta de distancia conocida y anota el ritmo de cada salida',
    ],
    de: [
      'plan drei Läufe diese Woche: zwei lockere und einen mit kurzen Intervallen',
      'prüf die Laufschuhe, nimm eine Strecke mit bekannter Länge und notier das Tempo jedes Laufs',
    ],
    fr: [
      'prévois trois sorties cette semaine : deux en footing et une avec du fractionné court',
      'vérifie tes chaussures, choisis un parcours au kilométrage connu et note l’allure de chaque sortie',
    ],
    pt: [
      'planeje três corridas esta semana: duas leves e uma com tiros curtos',
      'confira o tênis, escolha um percurso de distância conhecida e anote o ritmo de cada corrida',
    ],
  },
  physio: {
    en: [
      'do a gentle 10-minute routine of three exercises, two sets of 10 reps',
      'note how it feels afterwards and stop any move that hurts',
    ],
    es: [
      'haz una rutina suave de 10 minutos con tres ejercicios, dos series de 10 repeticiones',
      'apunta cómo te sientes después y deja cualquier movimiento que duela',
    ],
    de: [
      'mach eine sanfte 10-Minuten-Routine mit drei Übungen, zwei Sätze à 10 Wiederholungen',
      'notier danach, wie es sich anfühlt, und lass jede Bewegung weg, die wehtut',
    ],
    fr: [
      'fais une routine douce de 10 minutes avec trois exercices, deux séries de 10 répétitions',
      'note ton ressenti après et arrête tout mouvement qui fait mal',
    ],
    pt: [
      'faça uma rotina leve de 10 minutos com três exercícios, duas séries de 10 repetições',
      'anote como se sente depois e pare qualquer movimento que doa',
    ],
  },
  gym: {
    en: [
      'write a three-exercise routine (a squat, a push, a pull) of three sets of ten',
      'pack your gym bag tonight and log the weights after each session',
    ],
    es: [
      'escribe una rutina de tres ejercicios (sentadilla, empuje, tirón) de tres series de diez',
      'prepara la bolsa del gimnasio esta noche y apunta los pesos después de cada sesión',
    ],
    de: [
      'schreib eine Routine mit drei Übungen (Kniebeuge, Drücken, Ziehen) mit drei Sätzen à zehn',
      'pack heute Abend die Sporttasche und notier nach jedem Training die Gewichte',
    ],
    fr: [
      'écris une routine de trois exercices (squat, poussée, tirage) en trois séries de dix',
      'prépare ton sac de sport ce soir et note les charges après chaque séance',
    ],
    pt: [
      'monte uma ficha de três exercícios (agachamento, empurrar, puxar) com três séries de dez',
      'arrume a mochila do treino hoje à noite e anote as cargas depois de cada treino',
    ],
  },
  walking: {
    en: [
      'pick a route you like outside and put the walk in your calendar',
      'go at an easy pace and note the steps or distance afterwards',
    ],
    es: [
      'elige una ruta que te guste al aire libre y pon el paseo en la agenda',
      've a ritmo cómodo y apunta los pasos o la distancia al terminar',
    ],
    de: [
      'such dir eine schöne Strecke draußen aus und trag den Spaziergang in den Kalender ein',
      'geh in lockerem Tempo und notier danach Schritte oder Strecke',
    ],
    fr: [
      'choisis un itinéraire agréable dehors et mets la marche dans ton agenda',
      'va à allure tranquille et note les pas ou la distance après',
    ],
    pt: [
      'escolha um trajeto agradável ao ar livre e ponha a caminhada na agenda',
      'vá num ritmo leve e anote os passos ou a distância no fim',
    ],
  },
  fitness: {
    en: [
      'pick two 20-minute workouts you enjoy and put them in your calendar',
      'get your kit ready the night before and start gently',
    ],
    es: [
      'elige dos entrenamientos de 20 minutos que te gusten y ponlos en la agenda',
      'deja la ropa de deporte preparada la noche antes y empieza suave',
    ],
    de: [
      'such dir zwei 20-Minuten-Workouts aus, die dir Spaß machen, und trag sie in den Kalender ein',
      'leg die Sportsachen am Vorabend raus und fang sanft an',
    ],
    fr: [
      'choisis deux séances de 20 minutes qui te plaisent et mets-les dans ton agenda',
      'prépare tes affaires de sport la veille et commence en douceur',
    ],
    pt: [
      'escolha dois treinos de 20 minutos de que goste e ponha na agenda',
      'deixe a roupa de treino pronta na véspera e comece leve',
    ],
  },
  sql: {
    en: [
      'load a sample database and write five queries: a filter, a join, a group by, a subquery, a window function',
      'read the query plan of the slowest one and try an index',
    ],
    es: [
      'carga una base de datos de ejemplo y escribe cinco consultas: un filtro, un join, un group by, una subconsulta y una función de ventana',
      'mira el plan de ejecución de la más lenta y prueba un índice',
    ],
    de: [
      'lade eine Beispieldatenbank und schreib fünf Abfragen: Filter, Join, Group by, Unterabfrage, Fensterfunktion',
      'lies den Ausführungsplan der langsamsten und probier einen Index',
    ],
    fr: [
      'charge une base d’exemple et écris cinq requêtes : un filtre, une jointure, un group by, une sous-requête, une fonction de fenêtre',
      'lis le plan d’exécution de la plus lente et essaie un index',
    ],
    pt: [
      'carregue um banco de exemplo e escreva cinco consultas: um filtro, um join, um group by, uma subconsulta e uma função de janela',
      'leia o plano de execução da mais lenta e teste um índice',
    ],
  },
  spreadsheet: {
    en: [
      'take a real sheet of yours and learn three formulas on it: SUMIF, XLOOKUP and a pivot table',
      'make one chart from it and learn five keyboard shortcuts',
    ],
    es: [
      'coge una hoja de cálculo tuya y aprende tres fórmulas en ella: SUMAR.SI, BUSCARX y una tabla dinámica',
      'haz un gráfico con ella y aprende cinco atajos de teclado',
    ],
    de: [
      'nimm eine echte Tabelle von dir und lern drei Formeln daran: SUMMEWENN, XVERWEIS und eine Pivot-Tabelle',
      'mach ein Diagramm daraus und lern fünf Tastenkürzel',
    ],
    fr: [
      'prends un de tes vrais tableaux et apprends trois formules dessus : SOMME.SI, RECHERCHEX et un tableau croisé dynamique',
      'fais un graphique et apprends cinq raccourcis clavier',
    ],
    pt: [
      'pegue uma planilha sua e aprenda três fórmulas nela: SOMASE, PROCX e uma tabela dinâmica',
      'faça um gráfico com ela e aprenda cinco atalhos de teclado',
    ],
  },
  code: {
    en: [
      'do one tutorial exercise and write a small script that solves something you do by hand',
      'build it into a tiny project and read the error messages before searching',
    ],
    es: [
      'haz un ejercicio de un tutorial y escribe un script pequeño que resuelva algo que haces a mano',
      'conviértelo en un proyecto mínimo y lee los mensajes de error antes de buscar',
    ],
    de: [
      'mach eine Übung aus einem Tutorial und schreib ein kleines Skript für etwas, das du von Hand machst',
      'bau daraus ein Mini-Projekt und lies die Fehlermeldungen, bevor du suchst',
    ],
    fr: [
      'fais un exercice de tutoriel et écris un petit script qui règle une chose que tu fais à la main',
      'transforme-le en mini-projet et lis les messages d’erreur avant de chercher',
    ],
    pt: [
      'faça um exercício de um tutorial e escreva um script pequeno que resolva algo que você faz à mão',
      'transforme num projeto mínimo e leia as mensagens de erro antes de pesquisar',
    ],
  },
  language: {
    en: [
      'do one 15-minute lesson in an app or with a tutor',
      'learn ten words you actually need, say them out loud in sentences, and listen to a short podcast',
    ],
    es: [
      'haz una lección de 15 minutos en una app o con un profesor',
      'aprende diez palabras que de verdad necesitas, dilas en voz alta en frases y escucha un pódcast corto',
    ],
    de: [
      'mach eine 15-minütige Lektion in einer App oder mit einem Lehrer',
      'lern zehn Wörter, die du wirklich brauchst, sprich sie laut in Sätzen und hör einen kurzen Podcast',
    ],
    fr: [
      'fais une leçon de 15 minutes dans une appli ou avec un prof',
      'apprends dix mots dont tu as vraiment besoin, dis-les à voix haute dans des phrases et écoute un court podcast',
    ],
    pt: [
      'faça uma aula de 15 minutos num app ou com um professor',
      'aprenda dez palavras que você realmente precisa, fale em voz alta em frases e ouça um podcast curto',
    ],
  },
  instrument: {
    en: [
      'tune it and learn two chords or one scale slowly',
      'play one simple song along with a metronome and record yourself once',
    ],
    es: [
      'afínalo y aprende dos acordes o una escala, despacio',
      'toca una canción sencilla con metrónomo y grábate una vez',
    ],
    de: [
      'stimm es und lern langsam zwei Akkorde oder eine Tonleiter',
      'spiel ein einfaches Lied mit Metronom und nimm dich einmal auf',
    ],
    fr: [
      'accorde-le et apprends deux accords ou une gamme, lentement',
      'joue un morceau simple avec un métronome et enregistre-toi une fois',
    ],
    pt: [
      'afine e aprenda dois acordes ou uma escala, devagar',
      'toque uma música simples com metrônomo e grave-se uma vez',
    ],
  },
  art: {
    en: [
      'set out paper and one pencil or brush and copy one simple subject for ten minutes',
      'do the same subject again and compare the two',
    ],
    es: [
      'prepara papel y un lápiz o pincel y copia un motivo sencillo durante diez minutos',
      'repite el mismo motivo y compara los dos',
    ],
    de: [
      'leg Papier und einen Stift oder Pinsel bereit und zeichne zehn Minuten ein einfaches Motiv ab',
      'mach dasselbe Motiv noch einmal und vergleiche beide',
    ],
    fr: [
      'sors du papier et un crayon ou un pinceau et reproduis un sujet simple pendant dix minutes',
      'refais le même sujet et compare les deux',
    ],
    pt: [
      'separe papel e um lápis ou pincel e copie um tema simples por dez minutos',
      'repita o mesmo tema e compare os dois',
    ],
  },
  reading: {
    en: ['put the book by your bed with a bookmark', 'read ten pages before you pick up your phone in the evening'],
    es: ['deja el libro en la mesilla con un marcapáginas', 'lee diez páginas antes de coger el móvil por la noche'],
    de: ['leg das Buch mit Lesezeichen ans Bett', 'lies abends zehn Seiten, bevor du zum Handy greifst'],
    fr: [
      'pose le livre sur ta table de chevet avec un marque-page',
      'lis dix pages avant de prendre ton téléphone le soir',
    ],
    pt: ['deixe o livro na mesa de cabeceira com um marcador', 'leia dez páginas antes de pegar o celular à noite'],
  },
  writing: {
    en: [
      'outline the next scene or chapter in five lines',
      'write 300 words without editing and stop mid-sentence so tomorrow starts easily',
    ],
    es: [
      'esboza la próxima escena o capítulo en cinco líneas',
      'escribe 300 palabras sin corregir y para a mitad de frase para empezar fácil mañana',
    ],
    de: [
      'skizzier die nächste Szene oder das nächste Kapitel in fünf Zeilen',
      'schreib 300 Wörter ohne zu korrigieren und hör mitten im Satz auf, damit der Einstieg morgen leicht ist',
    ],
    fr: [
      'esquisse la prochaine scène ou le prochain chapitre en cinq lignes',
      'écris 300 mots sans te relire et arrête-toi au milieu d’une phrase pour repartir facilement demain',
    ],
    pt: [
      'esboce a próxima cena ou capítulo em cinco linhas',
      'escreva 300 palavras sem revisar e pare no meio de uma frase para recomeçar fácil amanhã',
    ],
  },
  familyCall: {
    en: [
      'pick a time when neither of you is rushed, ask how they are and share one piece of news',
      'ask one question about their week, and listen',
    ],
    es: [
      'elige un momento sin prisas, pregúntale cómo está y cuéntale una novedad',
      'pregúntale por algo de su semana y escucha',
    ],
    de: [
      'such dir eine Zeit ohne Eile aus, frag, wie es geht, und erzähl eine Neuigkeit',
      'frag nach einer Sache aus der Woche und hör zu',
    ],
    fr: [
      'choisis un moment sans te presser pour prendre de ses nouvelles et raconter les tiennes',
      'pose une question sur sa semaine et écoute',
    ],
    pt: [
      'escolha um horário sem pressa, pergunte como vai e conte uma novidade',
      'pergunte sobre a semana e escute com calma',
    ],
  },
  familyVisit: {
    en: [
      'call ahead to fix a day and a time',
      'bring something small (photos, a cake, lunch) and ask for one story you have never heard',
    ],
    es: [
      'llama antes para fijar día y hora',
      'lleva algo pequeño (fotos, un bizcocho, la comida) y pide una historia que nunca te hayan contado',
    ],
    de: [
      'ruf vorher an und mach Tag und Uhrzeit aus',
      'bring etwas Kleines mit (Fotos, Kuchen, Mittagessen) und frag nach einer Geschichte, die du noch nicht kennst',
    ],
    fr: [
      'appelle avant pour fixer le jour et l’heure',
      'apporte quelque chose de simple (des photos, un gâteau, le déjeuner) et demande une histoire que tu ne connais pas',
    ],
    pt: [
      'ligue antes para combinar o dia e a hora',
      'leve algo simples (fotos, um bolo, o almoço) e peça uma história que você nunca ouviu',
    ],
  },
  date: {
    en: [
      'pick an evening and book a table, or plan a dinner at home',
      'sort a babysitter if you need one and leave the phones in another room',
    ],
    es: [
      'elige una noche y reserva mesa, o planea una cena en casa',
      'busca canguro si hace falta y deja los móviles en otra habitación',
    ],
    de: [
      'such einen Abend aus und reservier einen Tisch oder plan ein Abendessen zu Hause',
      'organisier bei Bedarf einen Babysitter und lass die Handys in einem anderen Zimmer',
    ],
    fr: [
      'choisis une soirée et réserve une table, ou prévois un dîner à la maison',
      'trouve une baby-sitter s’il le faut et laisse les téléphones dans une autre pièce',
    ],
    pt: [
      'escolha uma noite e reserve uma mesa, ou planeje um jantar em casa',
      'arrume uma babá se precisar e deixe os celulares em outro cômodo',
    ],
  },
  kids: {
    en: [
      'block one afternoon this week for something they choose',
      'put your phone away for that time and ask them one question about their day',
    ],
    es: [
      'reserva una tarde esta semana para algo que elijan ellos',
      'guarda el móvil ese rato y pregúntales una cosa de su día',
    ],
    de: [
      'reservier diese Woche einen Nachmittag für etwas, das sie aussuchen',
      'leg das Handy in der Zeit weg und frag nach einer Sache aus ihrem Tag',
    ],
    fr: [
      'bloque un après-midi cette semaine pour une activité qu’ils choisissent',
      'range ton téléphone pendant ce temps et pose-leur une question sur leur journée',
    ],
    pt: [
      'reserve uma tarde nesta semana para algo que eles escolham',
      'guarde o celular nesse tempo e pergunte uma coisa sobre o dia deles',
    ],
  },
  friends: {
    en: [
      'message one friend today and suggest a coffee on a specific day',
      'look up one club, class or volunteer group near you and go once',
    ],
    es: [
      'escribe hoy a un amigo y proponle un café un día concreto',
      'busca un club, un curso o un grupo de voluntariado cerca y ve una vez',
    ],
    de: [
      'schreib heute einem Freund und schlag einen Kaffee an einem bestimmten Tag vor',
      'such einen Verein, einen Kurs oder eine Ehrenamtsgruppe in der Nähe und geh einmal hin',
    ],
    fr: [
      'écris aujourd’hui à un ami et propose un café un jour précis',
      'trouve un club, un cours ou une association près de chez toi et vas-y une fois',
    ],
    pt: [
      'mande mensagem hoje para uma amiga ou um amigo e proponha um café num dia certo',
      'procure um grupo, um curso ou um voluntariado perto de você e vá uma vez',
    ],
  },
  selfKindness: {
    en: [
      'each evening, write down one thing you did well, as you would say it to a friend',
      'when you catch a harsh thought, notice it and answer it kindly in one line',
    ],
    es: [
      'cada noche, apunta una cosa que hiciste bien, como se lo dirías a un amigo',
      'cuando te pilles un pensamiento duro, nótalo y contéstale con amabilidad en una línea',
    ],
    de: [
      'schreib jeden Abend eine Sache auf, die dir gelungen ist, so wie du es einem Freund sagen würdest',
      'wenn du einen harten Gedanken bemerkst, antworte ihm freundlich in einer Zeile',
    ],
    fr: [
      'chaque soir, note une chose que tu as bien faite, comme tu le dirais à un ami',
      'quand tu remarques une pensée dure, réponds-lui avec gentillesse en une ligne',
    ],
    pt: [
      'toda noite, anote uma coisa que fez bem, como diria a uma amiga',
      'quando notar um pensamento duro, responda a ele com gentileza numa linha',
    ],
  },
  meTime: {
    en: [
      'pick 30 minutes after bedtime or during nap time for something quiet: a book, a bath, a walk',
      'ask a sitter or a friend for one hour to yourself this week',
    ],
    es: [
      'elige 30 minutos después de acostar a los peques o en la siesta para algo tranquilo: un libro, un baño, un paseo',
      'pide a una canguro o a un amigo una hora para ti esta semana',
    ],
    de: [
      'nimm dir 30 Minuten nach dem Zubettbringen oder im Mittagsschlaf für etwas Ruhiges: ein Buch, ein Bad, einen Spaziergang',
      'frag einen Babysitter oder Freund nach einer Stunde für dich diese Woche',
    ],
    fr: [
      'garde 30 minutes après le coucher ou pendant la sieste pour un moment calme : un livre, un bain, une marche',
      'demande à une baby-sitter ou un ami une heure pour toi cette semaine',
    ],
    pt: [
      'separe 30 minutos depois de pôr as crianças para dormir ou na soneca para algo tranquilo: um livro, um banho, uma caminhada',
      'peça a uma babá ou a alguém de confiança uma hora só sua nesta semana',
    ],
  },
  workload: {
    en: [
      'write everything on your plate on one list, star the two that matter most this week, and take a 5-minute break away from the screen when it piles up',
      'tell your manager which two you will do first and what has to wait, and say no (or “not this week”) to the next new thing',
    ],
    es: [
      'escribe en una sola lista todo lo que tienes encima, marca las dos cosas que más importan esta semana y haz una pausa de 5 minutos lejos de la pantalla cuando se acumule',
      'dile a tu responsable cuáles dos harás primero y qué tiene que esperar, y di que no (o «esta semana no») a lo próximo que llegue',
    ],
    de: [
      'schreib alles, was auf deinem Tisch liegt, auf eine Liste, markier die zwei wichtigsten Dinge dieser Woche und mach 5 Minuten Pause weg vom Bildschirm, wenn es sich stapelt',
      'sag deiner Führungskraft, welche zwei du zuerst machst und was warten muss, und sag beim nächsten neuen Auftrag nein (oder „nicht diese Woche“)',
    ],
    fr: [
      'écris sur une seule liste tout ce que tu as sur les bras, marque les deux choses qui comptent le plus cette semaine et fais une pause de 5 minutes loin de l’écran quand ça s’accumule',
      'dis à ton responsable lesquelles tu fais d’abord et ce qui doit attendre, et dis non (ou « pas cette semaine ») à la prochaine nouvelle demande',
    ],
    pt: [
      'escreva numa só lista tudo o que tem em mãos, marque as duas coisas que mais importam esta semana e faça uma pausa de 5 minutos longe da tela quando acumular',
      'diga ao seu gestor quais duas vai fazer primeiro e o que tem de esperar, e diga não (ou “esta semana não”) ao próximo pedido novo',
    ],
  },
  stress: {
    en: [
      'when the worry comes, write it down with one small thing you can do about it',
      'take three slow breaths before each meeting and tell one friend how you feel',
    ],
    es: [
      'cuando llegue la preocupación, escríbela junto a una cosa pequeña que puedas hacer',
      'respira despacio tres veces antes de cada reunión y cuéntale a un amigo cómo estás',
    ],
    de: [
      'wenn die Sorge kommt, schreib sie auf, zusammen mit einer kleinen Sache, die du tun kannst',
      'atme vor jedem Termin dreimal langsam und erzähl einem Freund, wie es dir geht',
    ],
    fr: [
      'quand l’inquiétude arrive, écris-la avec une petite chose que tu peux faire',
      'respire lentement trois fois avant chaque réunion et dis à un ami comment tu te sens',
    ],
    pt: [
      'quando a preocupação vier, escreva-a num papel junto com uma coisa pequena que pode fazer',
      'respire devagar três vezes antes de cada reunião e conte a alguém como se sente',
    ],
  },
  mood: {
    en: [
      'each evening, write down one thing that went well today',
      'step outside for ten minutes of daylight and message one person you like',
    ],
    es: [
      'cada noche, apunta una cosa que salió bien hoy',
      'sal diez minutos a la luz del día y escribe a alguien que te cae bien',
    ],
    de: [
      'schreib jeden Abend eine Sache auf, die heute gut lief',
      'geh zehn Minuten ins Tageslicht und schreib einer Person, die du magst',
    ],
    fr: [
      'chaque soir, note une chose qui s’est bien passée aujourd’hui',
      'sors dix minutes à la lumière du jour et écris à quelqu’un que tu aimes bien',
    ],
    pt: [
      'toda noite, anote uma coisa que deu certo hoje',
      'saia dez minutos para a luz do dia e mande mensagem para alguém de quem gosta',
    ],
  },
  lentBack: {
    en: [
      'send a message to ask when they are in, and put it by the front door with all its parts',
      'take it round at the time you agreed, with a short thank-you note or a bar of chocolate',
    ],
    es: [
      'mándale un mensaje para preguntar cuándo está en casa y deja la cosa junto a la puerta con todas sus piezas',
      'llévasela a la hora que quedéis, con una nota de agradecimiento o una tableta de chocolate',
    ],
    de: [
      'schick eine Nachricht und frag, wann jemand zu Hause ist, und stell es mit allem Zubehör an die Wohnungstür',
      'bring es zur vereinbarten Uhrzeit vorbei, mit einem kurzen Danke-Zettel oder einer Tafel Schokolade',
    ],
    fr: [
      'envoie un message pour demander quand la personne est chez elle, et pose l’objet près de la porte avec toutes ses pièces',
      'rapporte-le à l’heure convenue, avec un petit mot de remerciement ou une tablette de chocolat',
    ],
    pt: [
      'mande uma mensagem perguntando quando a pessoa está em casa e deixe a coisa junto à porta com todas as peças',
      'leve na hora combinada, com um bilhete de agradecimento ou uma barra de chocolate',
    ],
  },
  degree: {
    en: [
      'list the modules and credits still to pass, with their exam or hand-in dates, from the student portal',
      'pick the nearest one, book a slot with your tutor or the faculty office and block three study sessions for it this week',
    ],
    es: [
      'apunta las asignaturas y los créditos que te faltan, con sus fechas de examen o entrega, desde el portal de la universidad',
      'elige la más cercana, pide tutoría o pasa por la secretaría de la facultad y reserva tres sesiones de estudio esta semana',
    ],
    de: [
      'schreib aus dem Uni-Portal die Module und Leistungspunkte auf, die dir noch fehlen, mit ihren Prüfungs- oder Abgabeterminen',
      'nimm das nächste, mach einen Termin bei der Studienberatung oder dem Prüfungsamt und plan diese Woche drei Lerneinheiten dafür',
    ],
    fr: [
      'liste les UE et les crédits qu’il te reste à valider, avec leurs dates d’examen ou de rendu, depuis l’ENT de la fac',
      'prends la plus proche, demande un rendez-vous au responsable pédagogique ou à la scolarité et bloque trois séances de travail cette semaine',
    ],
    pt: [
      'liste as disciplinas e os créditos que faltam, com as datas de prova ou de entrega, no portal da faculdade',
      'escolha a mais próxima, marque um horário com o orientador ou a secretaria e reserve três sessões de estudo esta semana',
    ],
  },
  furniture: {
    en: [
      'sand it down, wipe off the dust and let it dry; buy outdoor paint or varnish, a brush and sandpaper if you have none',
      'paint a thin first coat on a dry day, let it dry as long as the tin says, then the second coat',
    ],
    es: [
      'líjalo, quítale el polvo con un trapo y deja que seque; compra pintura o barniz de exterior, una brocha y lija si no tienes',
      'da una primera capa fina un día seco, deja secar lo que diga el bote y luego la segunda capa',
    ],
    de: [
      'schleif es ab, wisch den Staub weg und lass es trocknen; kauf Lack oder Lasur für draußen, einen Pinsel und Schleifpapier, falls nichts da ist',
      'streich an einem trockenen Tag eine dünne erste Schicht, lass sie so lange trocknen, wie auf der Dose steht, dann die zweite',
    ],
    fr: [
      'ponce-le, enlève la poussière avec un chiffon et laisse sécher ; achète une peinture ou un vernis extérieur, un pinceau et du papier de verre s’il t’en manque',
      'passe une première couche fine par temps sec, laisse sécher le temps indiqué sur le pot, puis la deuxième',
    ],
    pt: [
      'lixe, tire o pó com um pano e deixe secar; compre tinta ou verniz para exterior, um pincel e lixa se não tiver',
      'passe uma primeira demão fina num dia seco, deixe secar o tempo indicado na lata e depois a segunda',
    ],
  },
  photoAlbum: {
    en: [
      'copy the photos into one folder and pick your 100 favourites, in order',
      'choose a photo book provider and a template, lay out the first ten pages and save the draft',
    ],
    es: [
      'copia las fotos en una carpeta y elige tus 100 favoritas, en orden',
      'elige un servicio de fotolibros y una plantilla, maqueta las diez primeras páginas y guarda el borrador',
    ],
    de: [
      'kopier die Fotos in einen Ordner und such deine 100 Favoriten aus, der Reihe nach',
      'wähl einen Fotobuch-Anbieter und eine Vorlage, gestalte die ersten zehn Seiten und speicher den Entwurf',
    ],
    fr: [
      'copie les photos dans un dossier et choisis tes 100 préférées, dans l’ordre',
      'choisis un site de livres photo et un modèle, mets en page les dix premières pages et enregistre le brouillon',
    ],
    pt: [
      'copie as fotos para uma pasta e escolha as suas 100 favoritas, por ordem',
      'escolha um serviço de fotolivros e um modelo, monte as dez primeiras páginas e guarde o rascunho',
    ],
  },
  nailBiting: {
    en: [
      'cut your nails short and put on bitter nail polish tonight',
      'for a week, note each time you catch yourself biting (where, what you felt) and keep a stress ball to hand for those moments',
    ],
    es: [
      'córtate las uñas bien cortas y ponte esmalte amargo esta noche',
      'durante una semana, apunta cada vez que te pilles mordiéndotelas (dónde, qué sentías) y ten a mano una pelota antiestrés para esos momentos',
    ],
    de: [
      'schneid die Nägel kurz und trag heute Abend Bitterlack auf',
      'notier eine Woche lang jedes Mal, wenn du dich beim Kauen erwischst (wo, was du gefühlt hast), und halt für diese Momente einen Knetball bereit',
    ],
    fr: [
      'coupe tes ongles courts et mets du vernis amer ce soir',
      'pendant une semaine, note chaque fois que tu te surprends à les ronger (où, ce que tu ressentais) et garde une balle anti-stress pour ces moments-là',
    ],
    pt: [
      'corte as unhas bem curtas e passe esmalte amargo hoje à noite',
      'durante uma semana, anote cada vez que se pegar roendo (onde, o que sentia) e tenha uma bolinha antiestresse à mão para esses momentos',
    ],
  },
  grief: {
    en: [
      'once this week, set aside 20 quiet minutes with a photo or a memory of them and write down one thing you want to keep',
      'tell one friend or relative how you really are this week, or look up a bereavement support group or helpline near you',
    ],
    es: [
      'una vez esta semana, reserva 20 minutos tranquilos con una foto o un recuerdo y escribe una cosa que quieras conservar',
      'cuéntale a un amigo o familiar cómo estás de verdad esta semana, o busca un grupo de apoyo al duelo cerca de ti',
    ],
    de: [
      'nimm dir diese Woche einmal 20 ruhige Minuten mit einem Foto oder einer Erinnerung und schreib eine Sache auf, die du behalten willst',
      'erzähl diese Woche einem Freund oder einer Verwandten, wie es dir wirklich geht, oder such eine Trauergruppe oder Trauerberatung in deiner Nähe',
    ],
    fr: [
      'une fois cette semaine, garde 20 minutes au calme avec une photo ou un souvenir et écris une chose que tu veux garder',
      'dis à un ami ou un proche comment tu vas vraiment cette semaine, ou cherche un groupe de parole sur le deuil près de chez toi',
    ],
    pt: [
      'uma vez esta semana, reserve 20 minutos tranquilos com uma foto ou uma lembrança e escreva uma coisa que quer guardar',
      'conte a um amigo ou familiar como está de verdade esta semana, ou procure um grupo de apoio ao luto perto de si',
    ],
  },
  growing: {
    en: [
      'mark out a sunny bed or a few large pots, clear the weeds and dig in a bag or two of compost',
      'choose three easy crops for the season (salad, peas, potatoes or herbs), and buy the seeds or plug plants with their sowing dates on your calendar',
    ],
    es: [
      'marca un bancal al sol o unas macetas grandes, quita las malas hierbas y mezcla uno o dos sacos de compost',
      'elige tres cultivos fáciles para la temporada (lechuga, guisantes, patatas o hierbas) y compra semillas o plantel con sus fechas de siembra en la agenda',
    ],
    de: [
      'steck ein sonniges Beet oder ein paar große Töpfe ab, jäte und arbeite ein, zwei Sack Kompost ein',
      'wähl drei einfache Sorten für die Saison (Salat, Erbsen, Kartoffeln oder Kräuter) und kauf Saatgut oder Jungpflanzen, die Aussaattermine im Kalender',
    ],
    fr: [
      'délimite un carré ensoleillé ou quelques grands pots, désherbe et incorpore un ou deux sacs de compost',
      'choisis trois cultures faciles pour la saison (salade, petits pois, pommes de terre ou aromates) et achète graines ou plants, avec les dates de semis dans ton agenda',
    ],
    pt: [
      'marque um canteiro ao sol ou alguns vasos grandes, tire as ervas daninhas e misture um ou dois sacos de composto',
      'escolha três culturas fáceis para a estação (alface, ervilhas, batatas ou ervas) e compre sementes ou mudas, com as datas de sementeira na agenda',
    ],
  },
  qualification: {
    en: [
      'find two accredited training centres for {thing}: compare course dates, the cost and whether the test is included, and ask your employer whether they pay for it',
      'book the course, then do the theory notes or practice questions before day one so the practical test is the only new part',
    ],
    es: [
      'busca dos centros acreditados para el curso: compara fechas, precio y si el examen está incluido, y pregunta en el trabajo si lo pagan',
      'reserva el curso y repasa la teoría o los tests de práctica antes del primer día, para que solo el examen práctico sea nuevo',
    ],
    de: [
      'such zwei zugelassene Schulungsanbieter: vergleich Kurstermine, Kosten und ob die Prüfung dabei ist, und frag deinen Arbeitgeber, ob er zahlt',
      'buch den Kurs und geh vor dem ersten Tag die Theorie oder Übungsfragen durch, damit nur die praktische Prüfung neu ist',
    ],
    fr: [
      'trouve deux centres de formation agréés : compare les dates, le prix et si l’examen est compris, et demande à ton employeur s’il la finance',
      'réserve la formation et révise la théorie ou les QCM avant le premier jour, pour que seule l’épreuve pratique soit nouvelle',
    ],
    pt: [
      'procure dois centros de formação credenciados: compare datas, preço e se o exame está incluído, e pergunte à empresa se paga',
      'reserve o curso e estude a teoria ou as perguntas de treino antes do primeiro dia, para que só a prova prática seja nova',
    ],
  },
  estate: {
    en: [
      'list what you own (home, savings, pension, belongings) and who should inherit it, and choose your executors and guardians for any children under 18',
      'book a solicitor or a reputable online will service, then sign it in front of two witnesses who inherit nothing and tell your executor where it is kept',
    ],
    es: [
      'apunta lo que tienes (casa, ahorros, pensión, objetos) y quién debe heredarlo, y elige albacea y tutores para los hijos menores',
      'pide cita con un notario, firma el testamento y dile a tu albacea dónde está',
    ],
    de: [
      'schreib auf, was du besitzt (Wohnung, Ersparnisse, Rente, Dinge) und wer es erben soll, und wer Testamentsvollstrecker und Vormund für minderjährige Kinder sein soll',
      'lass dich bei einem Notar beraten oder schreib das Testament ganz von Hand, unterschreib es mit Datum und sag einer Vertrauensperson, wo es liegt',
    ],
    fr: [
      'liste ce que tu possèdes (logement, épargne, retraite, objets) et qui doit en hériter, et qui serait tuteur des enfants mineurs',
      'prends rendez-vous chez un notaire ou écris le testament entièrement à la main, date-le, signe-le et dis à un proche où il est rangé',
    ],
    pt: [
      'liste o que tem (casa, poupanças, pensão, objetos) e quem deve herdar, e quem seria tutor dos filhos menores',
      'marque no notário ou cartório, assine o testamento e diga a uma pessoa de confiança onde ele está',
    ],
  },
  bloodMarker: {
    en: [
      'write down the last reading of {thing} and the number your GP or nurse wants to see at the next check, and book a test or reading if you have none',
      'pick one change for this week and log it each day: a 10-minute walk after your biggest meal, and one swap (fizzy drinks, white bread, salty snacks) for water, wholegrain or veg',
    ],
    es: [
      'apunta tu último resultado y la cifra que tu médico o enfermera quiere ver en el próximo control, y pide una analítica si no tienes ninguna',
      'elige un cambio para esta semana y anótalo cada día: un paseo de 10 minutos tras la comida principal y un cambio (refrescos, pan blanco, picoteo salado) por agua, integral o verdura',
    ],
    de: [
      'schreib deinen letzten Wert auf und den Zielwert, den deine Ärztin beim nächsten Termin sehen will, und lass messen, wenn du keinen hast',
      'nimm dir diese Woche eine Änderung vor und notier sie täglich: 10 Minuten gehen nach der Hauptmahlzeit und ein Tausch (Limo, Weißbrot, salzige Snacks) gegen Wasser, Vollkorn oder Gemüse',
    ],
    fr: [
      'note ton dernier résultat et la valeur que ton médecin veut voir au prochain contrôle, et fais une prise de sang ou une mesure si tu n’en as pas',
      'choisis un changement pour cette semaine et note-le chaque jour : 10 minutes de marche après le repas principal et un échange (sodas, pain blanc, grignotage salé) contre de l’eau, du complet ou des légumes',
    ],
    pt: [
      'anote o seu último resultado e o valor que o seu médico quer ver na próxima consulta, e faça um exame ou uma medição se não tiver',
      'escolha uma mudança para esta semana e anote-a todos os dias: 10 minutos de caminhada após a refeição principal e uma troca (refrigerante, pão branco, salgadinhos) por água, integral ou legumes',
    ],
  },
  technique: {
    en: [
      'take a basket of balls to the court, range or hoop and do 30 slow reps of {thing} at a target, counting how many land where you aimed',
      'film ten of {thing} on your phone, compare them with one good video or ask a coach, and pick one fix (grip, stance, toss or follow-through) for the next practice',
    ],
    es: [
      'lleva un cesto de bolas a la pista o al campo y haz 30 repeticiones lentas a un objetivo, contando cuántas caen donde apuntabas',
      'grábate diez en el móvil, compáralas con un buen vídeo o pregunta a un entrenador y elige una corrección (agarre, postura o final del gesto) para la próxima práctica',
    ],
    de: [
      'nimm einen Korb Bälle mit auf den Platz und mach 30 langsame Wiederholungen auf ein Ziel; zähl, wie viele dort landen',
      'film zehn davon mit dem Handy, vergleich sie mit einem guten Video oder frag einen Trainer und nimm dir eine Korrektur (Griff, Stand oder Ausschwung) fürs nächste Training vor',
    ],
    fr: [
      'prends un panier de balles sur le terrain et fais 30 répétitions lentes vers une cible, en comptant combien tombent là où tu visais',
      'filme-en dix au téléphone, compare avec une bonne vidéo ou demande à un entraîneur, et choisis une correction (prise, appuis ou fin du geste) pour le prochain entraînement',
    ],
    pt: [
      'leve um cesto de bolas à quadra e faça 30 repetições lentas num alvo, contando quantas caem onde mirou',
      'filme dez no celular, compare com um bom vídeo ou pergunte a um treinador e escolha uma correção (pegada, postura ou finalização) para o próximo treino',
    ],
  },
  handmade: {
    en: [
      'list what is left to make for {thing} (pieces, blocks or rows, borders, the finishing) with a rough number of evenings for each, and get any yarn or fabric still missing',
      'put those evenings in your calendar counting back from the day it is needed, with two spare for the finishing, a label or card, and wrapping',
    ],
    es: [
      'extiende la labor y apunta lo que falta (piezas, vueltas, bordes, el remate), con un número aproximado de tardes para cada parte',
      'pon esas tardes en la agenda contando hacia atrás desde el día en que lo necesitas, con dos de margen para rematar, una tarjeta y envolverlo',
    ],
    de: [
      'leg die Arbeit aus und schreib auf, was fehlt (Teile, Reihen, Ränder, der Abschluss), mit einer groben Zahl Abende für jedes',
      'trag diese Abende in den Kalender ein, rückwärts vom Tag, an dem es fertig sein muss, mit zwei Abenden Reserve fürs Fertigmachen, eine Karte und das Einpacken',
    ],
    fr: [
      'étale l’ouvrage et liste ce qui reste (pièces, rangs, bordures, finitions), avec un nombre approximatif de soirées pour chaque partie',
      'mets ces soirées dans ton agenda en comptant à rebours depuis le jour où il le faut, avec deux de marge pour les finitions, une carte et l’emballage',
    ],
    pt: [
      'estenda o trabalho e anote o que falta (peças, carreiras, bordas, o acabamento), com um número aproximado de noites para cada parte',
      'marque essas noites na agenda contando para trás a partir do dia em que precisa dele, com duas de folga para o acabamento, um cartão e o embrulho',
    ],
  },
};

/**
 * Steps that fit what the family acts on (descaling a kettle is not servicing a bike), or a fact
 * of the person's (a wheelchair at the veg patch). `terms` are folded, whole words, read on the
 * goal; the first variant that fits wins, a language without one keeps the family's steps.
 * `{thing}` is what the goal names ('the kettle', 'your bike').
 */
/** Any meal goal: with a fact as the condition, the variant fits the whole family. */
const ROAD_FOOD_TERMS =
  'eat*|food|meal*|diet|lunch*|dinner*|snack*|health*|veg*|cook*|prep|comer|comida*|cena*|alimenta*|sano|saludable|verdura*|tupper*|essen|ernahr*|gesund*|gemuse|kochen|vorkochen|manger|repas|sain*|equilibr*|legumes|cuisiner|refeic*|saudavel|marmita*|cozinhar';

/** Friends and family written to ('text my sister', 'msg the group chat', 'escribir a mi madre'). */
export const CLOSE_PEOPLE =
  'friend|friends|mate|mates|bestie|bff|buddy|pal|group chat|the group|the gc|the girls|the lads|sis|bro|mum|mom|mam|dad|nan|nana|gran|grandma|grandad|grandpa|auntie|aunt|uncle|cousin|sister|brother|wife|husband|partner|bf|gf|boyfriend|girlfriend|amigo*|amiga*|colega|madre|mama|papa|padre|hermano|hermana|abuela|abuelo|prima|primo|tia|tio|novio|novia|grupo|freund*|kumpel|mutter|vater|oma|opa|schwester|bruder|tante|onkel|gruppe|ami|amie|amis|copain|copine|pote|potes|maman|mamie|papy|soeur|frere|tante|oncle|cousine|mae|pai|vo|avo|irma|irmao|namorad*|galera|mano|mana';

/** A message to someone close: asked as one would say it, then a nudge or a call. */
export const PERSONAL_MESSAGE_STEPS: DomainSteps = {
  en: [
    'write it the way you would say it, ask the one thing you need to know (are they free, what time, where), and send it now',
    'if there is no reply by tomorrow evening, send a short nudge or just ring them',
  ],
  es: [
    'escríbelo como lo dirías en voz alta, pregunta lo único que necesitas saber (si puede, a qué hora, dónde) y envíalo ya',
    'si mañana por la noche no ha contestado, manda un recordatorio corto o llámale',
  ],
  de: [
    'schreib es so, wie du es sagen würdest, frag das eine, was du wissen musst (ob es passt, wann, wo), und schick es jetzt ab',
    'wenn bis morgen Abend keine Antwort kommt, schick eine kurze Erinnerung oder ruf einfach an',
  ],
  fr: [
    'écris-le comme tu le dirais, pose la seule question qui compte (dispo ou pas, à quelle heure, où) et envoie-le maintenant',
    's’il n’y a pas de réponse demain soir, relance d’un petit message ou appelle',
  ],
  pt: [
    'escreva como diria em voz alta, pergunte a única coisa que precisa saber (se dá, a que horas, onde) e envie já',
    'se amanhã à noite não houver resposta, mande um lembrete curto ou ligue',
  ],
};

/**
 * `meets`: the variant also fits when the goal says when or where the thing meets ('book club sat
 * at jens'): the person already goes, so it is attended, not looked for.
 */
/** `forPerson`: the variant also fits whenever the goal is done for someone it names ('help nan with the shopping'). */
export type StepVariant = {
  terms: string;
  when?: FactNote;
  meets?: boolean;
  forPerson?: boolean;
  /** The variant fits only the one session on the day the goal names ('go for a run sat'). */
  onItsDay?: boolean;
  steps: Partial<DomainSteps>;
};

/** An old pension moved or found is paperwork between two schemes, not funds to compare. */
const OLD_PENSION: readonly StepVariant[] = [
  {
    terms:
      'pension transfer|transfer my pension|transfer the pension|old pension*|lost pension*|pension pot*|old workplace pension',
    steps: {
      en: [
        'find the old scheme’s name and your member number on an old statement or payslip, or trace it with the government’s pension tracing service',
        'ask the new provider for a transfer form, check the old scheme’s exit fees and any guarantees you would lose, then send it and note the date',
      ],
    },
  },
];

/** The verbs of painting a room, in five languages: a painting variant fits whatever room is named. */
const PAINT_VERBS =
  'paint*|repaint*|decorat*|redecorat*|wallpaper*|pintar|repintar|empapelar|streich*|anstreich*|weissen|tapezier*|peindre|repeindre|tapisser|pinta*|repinta*';

/** The lawn, weeds and the hedge: steps for the thing a garden job acts on. */
const GARDEN_OBJECTS: readonly StepVariant[] = [
  // German garden jobs of the season, each with its own tool and its own moment.
  {
    terms: 'vertikutier*',
    steps: {
      de: [
        'mäh den Rasen vorher kurz und such dir einen trockenen Tag, wenn der Boden warm ist (ab Mitte April); einen Vertikutierer kannst du im Baumarkt leihen',
        'vertikutier einmal längs und einmal quer, nicht zu tief, rech den Filz ab, säe kahle Stellen nach und wässere danach',
      ],
    },
  },
  {
    terms: 'dungen|duengen|dunger*|duenger*',
    steps: {
      de: [
        'lies auf der Packung, wie viel Dünger pro Quadratmeter es braucht, miss die Fläche grob aus und nimm dir einen Tag vor Regen',
        'verteil ihn in Bahnen mit dem Streuwagen oder von Hand, nicht auf die Beete, und wässere danach, wenn kein Regen kommt',
      ],
    },
  },
  {
    terms: 'laub',
    steps: {
      de: [
        'leg Rechen, Handschuhe und Laubsäcke bereit (oder schau, ob die Biotonne Platz hat) und nimm einen trockenen Tag',
        'rech zuerst Rasen und Wege frei, lass unter der Hecke einen Haufen für Igel liegen und bring den Rest in die Biotonne oder auf den Kompost',
      ],
    },
  },
  {
    terms: 'beet|beete|hochbeet*',
    steps: {
      de: [
        'räum Abgeerntetes und Einjährige aus den Beeten, lass Stauden mit Samenständen für die Vögel stehen und leg Laub oder Kompost bereit',
        'deck die Beete mit einer Schicht Laub oder Mulch ab, pack Empfindliches in Vlies und stell Kübel geschützt an die Hauswand',
      ],
    },
  },
  {
    terms:
      'mow*|cut the grass|cut the lawn|cut grass|trim the lawn|strim*|cortar el cesped|cortar la hierba|cortar el pasto|segar|cesped|rasen mahen|rasenmahen|rasen|mahen|tondre|tondre la pelouse|tonte|pelouse|cortar a relva|cortar a grama|cortar o relvado|aparar a grama|relva|grama|relvado',
    steps: {
      en: [
        'pick a dry day, charge or fuel the mower, and clear {thing} of stones, toys and branches',
        'mow with the blades set high, empty the box into the green bin or compost, and trim the edges',
      ],
      es: [
        'elige un día seco, carga o pon gasolina al cortacésped y quita del césped piedras, juguetes y ramas',
        'corta con las cuchillas altas, vacía la bolsa en el contenedor verde o el compost y repasa los bordes',
      ],
      de: [
        'such dir einen trockenen Tag aus, lad den Mäher auf oder tank ihn und räum Steine, Spielzeug und Äste vom Rasen',
        'mäh mit hoch eingestellten Messern, leer den Fangkorb in die Biotonne oder auf den Kompost und schneid die Kanten nach',
      ],
      fr: [
        'choisis un jour sec, charge la tondeuse ou fais le plein, et enlève de la pelouse les pierres, les jouets et les branches',
        'tonds avec la coupe réglée haut, vide le bac dans la poubelle verte ou le compost, et reprends les bordures',
      ],
      pt: [
        'escolha um dia seco, carregue ou abasteça o corta-relva/cortador de grama e tire da relva as pedras, os brinquedos e os ramos',
        'corte com as lâminas altas, despeje o saco no contentor verde ou no composto e apare as bordas',
      ],
    },
  },
  {
    // Weeds are pulled, not watered.
    terms: 'weed|weeds|weeding|weed the|weedkiller|weed killer|malas hierbas|unkraut|mauvaises herbes|ervas daninhas',
    steps: {
      en: [
        'pick a dry day after rain, and get gloves, a kneeler, a hand fork or weeder and a bag or bucket for what you pull',
        'pull the weeds by the root one bed or patch at a time, then cover the bare soil with mulch or compost so fewer come back',
      ],
      es: [
        'elige un día seco después de llover y prepara guantes, una almohadilla, un escardillo y un cubo',
        'arranca las malas hierbas de raíz, un bancal o rincón cada vez, y cubre la tierra desnuda con acolchado o compost',
      ],
      de: [
        'such dir einen trockenen Tag nach dem Regen aus und leg Handschuhe, ein Kniekissen, eine Jätekralle und einen Eimer bereit',
        'zieh das Unkraut mit der Wurzel, ein Beet oder eine Ecke nach der anderen, und deck die freie Erde mit Mulch oder Kompost ab',
      ],
      fr: [
        'choisis un jour sec après la pluie et prépare des gants, un coussin pour les genoux, une griffe ou un désherboir et un seau',
        'arrache les mauvaises herbes avec la racine, un massif ou un coin à la fois, puis couvre la terre nue de paillis ou de compost',
      ],
      pt: [
        'escolha um dia seco depois da chuva e separe luvas, uma almofada para os joelhos, um sacho e um balde',
        'arranque as ervas daninhas pela raiz, um canteiro ou canto de cada vez, e cubra a terra nua com palha ou composto',
      ],
    },
  },
  {
    terms: 'hedge*|seto*|hecke*|haie*|sebe*|cerca viva',
    steps: {
      en: [
        'check {thing} for nesting birds, and get the trimmer or shears, gloves, a sheet for the cuttings and a steady step',
        'cut the sides from the bottom up and the top to a line, then gather the cuttings into bags or the green bin',
      ],
      es: [
        'mira que no haya nidos en el seto, y prepara el cortasetos o las tijeras, guantes, una lona para los restos y un escalón firme',
        'corta los lados de abajo arriba y la parte de arriba a cordel, y luego recoge los restos en bolsas o en el contenedor verde',
      ],
      de: [
        'schau, ob in der Hecke Vögel brüten, und leg die Heckenschere, Handschuhe, eine Plane für den Schnitt und einen sicheren Tritt bereit',
        'schneid die Seiten von unten nach oben und die Oberseite nach einer Schnur, dann sammel den Schnitt in Säcke oder die Biotonne',
      ],
      fr: [
        'vérifie qu’aucun oiseau ne niche dans la haie, et prépare le taille-haie ou la cisaille, des gants, une bâche pour les déchets et un marchepied stable',
        'taille les côtés de bas en haut et le dessus au cordeau, puis ramasse les déchets dans des sacs ou la poubelle verte',
      ],
      pt: [
        'veja se não há ninhos na sebe, e separe o corta-sebes ou a tesoura, luvas, uma lona para os restos e um degrau firme',
        'corte os lados de baixo para cima e o topo a direito, e depois junte os restos em sacos ou no contentor verde',
      ],
    },
  },
  // A job named by its verb keeps its own work, whatever the plant: a heap started, a pot moved up, bulbs sown.
  {
    terms:
      'compost heap|compost bin|compost pile|composting|compostera|compostaje|komposthaufen|komposter|kompostieren|tas de compost|composteur|compostage|composteira|compostagem|monte de composto',
    steps: {
      en: [
        'pick a corner on bare soil, half in the sun, for the bin or heap, and keep a caddy by the sink for peelings',
        'layer greens (peelings, grass cuttings) with browns (cardboard, dry leaves) about half and half, keep it as damp as a wrung-out sponge and turn it every few weeks',
      ],
      es: [
        'elige un rincón sobre tierra, a media sombra, para la compostera, y deja un cubo junto al fregadero para las peladuras',
        'alterna restos verdes (peladuras, césped cortado) con marrones (cartón, hojas secas) a partes iguales, mantenlo húmedo como una esponja escurrida y remuévelo cada pocas semanas',
      ],
      de: [
        'such eine Ecke auf offenem Boden im Halbschatten für den Komposter und stell einen Eimer für Schalen neben die Spüle',
        'schichte Grünes (Schalen, Rasenschnitt) und Braunes (Karton, trockenes Laub) etwa halb und halb, halt es feucht wie einen ausgedrückten Schwamm und setz es alle paar Wochen um',
      ],
      fr: [
        'choisis un coin sur la terre, à mi-ombre, pour le composteur, et garde un seau près de l’évier pour les épluchures',
        'alterne le vert (épluchures, tonte) et le brun (carton, feuilles sèches) à parts égales, garde-le humide comme une éponge essorée et retourne-le toutes les quelques semaines',
      ],
      pt: [
        'escolha um canto sobre a terra, à meia-sombra, para a composteira, e deixe um balde junto ao lava-loiça para as cascas',
        'alterne verdes (cascas, relva cortada) com castanhos (cartão, folhas secas) meio a meio, mantenha húmido como uma esponja espremida e revolva a cada poucas semanas',
      ],
    },
  },
  {
    terms: 'repot*|re-pot*|umtopf*|rempot*|trasplantar|transplantar|mudar de vaso|cambiar de maceta',
    steps: {
      en: [
        'get a pot one size bigger with a drainage hole, fresh potting compost, and newspaper on the table',
        'ease {thing} out, loosen the roots, set it at the same depth with compost pressed round it, water it and keep it out of strong sun for a week',
      ],
      es: [
        'consigue una maceta un número más grande con agujero de drenaje, sustrato nuevo y papel de periódico en la mesa',
        'saca la planta con cuidado, afloja las raíces, ponla a la misma altura con sustrato alrededor, riégala y tenla una semana sin sol fuerte',
      ],
      de: [
        'besorg einen Topf eine Nummer größer mit Abzugsloch, frische Blumenerde und leg Zeitung auf den Tisch',
        'nimm die Pflanze vorsichtig heraus, lockere die Wurzeln, setz sie gleich tief mit Erde ringsum, gieß sie an und stell sie eine Woche aus der prallen Sonne',
      ],
      fr: [
        'prends un pot d’une taille au-dessus avec un trou de drainage, du terreau neuf et du papier journal sur la table',
        'sors la plante doucement, démêle les racines, replace-la à la même hauteur avec du terreau tassé autour, arrose et garde-la une semaine à l’abri du plein soleil',
      ],
      pt: [
        'arranje um vaso um número acima com furo de drenagem, substrato novo e jornal em cima da mesa',
        'tire a planta com cuidado, solte as raízes, ponha-a à mesma altura com substrato à volta, regue e deixe-a uma semana longe do sol forte',
      ],
    },
  },
  {
    terms:
      'winterfest|overwinter*|winterproof|winterise|winterize|frost proof|uberwintern|hibernar|proteger del frio|proteger de la helada|hiverner|hivernage|proteger du froid|proteger do frio|preparar para o inverno',
    steps: {
      en: [
        'move the pots together against a sheltered wall, raised off the ground on bricks or pot feet',
        'wrap the pots in fleece or bubble wrap, bring tender plants inside, and water only when the soil is dry',
      ],
      es: [
        'junta las macetas contra una pared resguardada, levantadas del suelo con ladrillos o pies de maceta',
        'envuelve las macetas con manta térmica o plástico de burbujas, mete dentro las plantas delicadas y riega solo cuando la tierra esté seca',
      ],
      de: [
        'stell die Töpfe zusammen an eine geschützte Wand, auf Ziegeln oder Topffüßen vom Boden weg',
        'wickel die Töpfe in Vlies oder Luftpolsterfolie, hol empfindliche Pflanzen ins Haus und gieß nur, wenn die Erde trocken ist',
      ],
      fr: [
        'regroupe les pots contre un mur abrité, surélevés sur des briques ou des cales',
        'emballe les pots dans un voile d’hivernage ou du papier bulle, rentre les plantes fragiles et n’arrose que quand la terre est sèche',
      ],
      pt: [
        'junte os vasos contra uma parede abrigada, levantados do chão com tijolos ou pés de vaso',
        'envolva os vasos em manta térmica ou plástico de bolhas, leve as plantas sensíveis para dentro e regue só quando a terra estiver seca',
      ],
    },
  },
  {
    terms:
      'plant|planting|plant out|sow|sowing|bulbs|plantar|sembrar|pflanzen|einpflanzen|setzen|saen|aussaen|stecken|planter|semer|semear',
    steps: {
      en: [
        'look up how deep, how far apart and when to plant {thing} (the packet or a quick search), then loosen a patch of soil or fill pots and mix in some compost',
        'plant {thing} in one go, label the row or pot with the name and the date, and water well',
      ],
      es: [
        'mira en el sobre o busca a qué profundidad, a qué distancia y cuándo se plantan, y luego afloja un trozo de tierra o llena macetas con un poco de compost',
        'plántalo todo de una vez, pon una etiqueta con el nombre y la fecha en la fila o la maceta, y riega',
      ],
      de: [
        'schau auf der Packung oder kurz online nach, wie tief, mit welchem Abstand und wann gepflanzt wird, dann lockere ein Stück Beet oder füll Töpfe und misch etwas Kompost unter',
        'pflanz alles in einem Rutsch, beschrifte Reihe oder Topf mit Namen und Datum und gieß an',
      ],
      fr: [
        'regarde sur le sachet ou en ligne à quelle profondeur, à quel espacement et quand on plante, puis ameublis un coin de terre ou remplis des pots avec un peu de compost',
        'plante tout d’un coup, étiquette le rang ou le pot avec le nom et la date, et arrose',
      ],
      pt: [
        'veja no pacote ou numa pesquisa rápida a que profundidade, a que distância e quando se planta, e depois solte um pedaço de terra ou encha vasos com um pouco de composto',
        'plante tudo de uma vez, ponha uma etiqueta com o nome e a data na fila ou no vaso, e regue',
      ],
    },
  },
];

export const DOMAIN_VARIANTS: Partial<Record<DomainId, readonly StepVariant[]>> = {
  // A charge disputed: the bill's line and the reason it is wrong, then a written complaint with a refund asked for.
  chase: [
    {
      terms: 'dispute|contest|impugnar|reclamar la factura|widersprechen|beanstanden|reklamieren|contester|contestar',
      steps: {
        en: [
          'find the bill with the charge on it, mark the line, the amount and the date, and note in one sentence why it is wrong (paid on time, never agreed, already cancelled), with any proof',
          'raise it with them in writing (the app’s chat, the complaints form or an email), asking for the charge to be removed or refunded by a date, and keep the reference; if they say no, ask for their final answer and take it to the ombudsman',
        ],
        es: [
          'busca la factura con el cargo, marca la línea, el importe y la fecha, y apunta en una frase por qué está mal (pagaste a tiempo, nunca lo aceptaste, ya estaba dado de baja), con alguna prueba',
          'reclámalo por escrito (el chat de la app, el formulario de reclamaciones o un correo) pidiendo que lo anulen o te lo devuelvan antes de una fecha, y guarda el número de incidencia; si dicen que no, pide la hoja de reclamaciones o ve a consumo',
        ],
        de: [
          'such die Rechnung mit der Gebühr heraus, markier Posten, Betrag und Datum und schreib in einem Satz auf, warum sie falsch ist (pünktlich bezahlt, nie vereinbart, schon gekündigt), mit einem Beleg',
          'widersprich schriftlich (Kontaktformular, Chat in der App oder E-Mail), verlang die Gutschrift oder Erstattung bis zu einem Datum und heb das Aktenzeichen auf; lehnen sie ab, wend dich an die Schlichtungsstelle oder die Verbraucherzentrale',
        ],
        fr: [
          'retrouve la facture avec les frais, surligne la ligne, le montant et la date, et note en une phrase pourquoi c’est faux (payé à temps, jamais accepté, déjà résilié), avec une preuve',
          'conteste par écrit (chat de l’appli, formulaire de réclamation ou mail) en demandant l’annulation ou le remboursement avant une date, et garde le numéro de dossier ; s’ils refusent, saisis le médiateur',
        ],
        pt: [
          'encontre a fatura com a cobrança, marque a linha, o valor e a data, e anote numa frase por que está errada (pagou em dia, nunca contratou, já tinha cancelado), com alguma prova',
          'conteste por escrito (chat do app, formulário de reclamação ou e-mail) pedindo o estorno ou o cancelamento até uma data, e guarde o protocolo; se negarem, registre no Procon ou no consumidor.gov',
        ],
      },
    },
  ],
  // An account closed: the money and the payments moved out first, then the bank's word that it is shut.
  bankAccount: [
    {
      terms: 'close|shut|cerrar|auflosen|schliessen|kundigen|fermer|cloturer|fechar|encerrar',
      steps: {
        en: [
          'move what is left in it to your other account, and list every direct debit, standing order and payment in (salary, refunds) that still uses it, so each moves over first',
          'ask the bank to close it in the app, by letter or at the branch, get written confirmation that it is closed with a zero balance, and cut up the card',
        ],
        es: [
          'pasa el saldo a tu otra cuenta y apunta cada recibo domiciliado, transferencia periódica e ingreso (nómina, devoluciones) que aún la usa, para cambiarlos antes',
          'pide al banco que la cierre en la app, por escrito o en la oficina, pide el certificado de cancelación con saldo cero y corta la tarjeta',
        ],
        de: [
          'überweis das Restguthaben auf dein anderes Konto und liste jede Lastschrift, jeden Dauerauftrag und jeden Zahlungseingang (Gehalt, Erstattungen) auf, der noch darüber läuft, damit alles vorher umzieht',
          'kündige es in der App, per Brief oder in der Filiale, lass dir die Auflösung mit Kontostand null schriftlich bestätigen und zerschneid die Karte',
        ],
        fr: [
          'vire ce qui reste sur ton autre compte et liste chaque prélèvement, virement permanent et versement (salaire, remboursements) qui passe encore par lui, pour les changer d’abord',
          'demande la clôture dans l’appli, par lettre recommandée ou en agence, garde l’attestation de clôture à solde nul et découpe la carte',
        ],
        pt: [
          'passe o saldo para a sua outra conta e anote cada débito automático, transferência programada e entrada (salário, reembolsos) que ainda usa essa conta, para mudar tudo antes',
          'peça o encerramento pelo app, por escrito ou na agência, guarde o comprovante de encerramento com saldo zero e corte o cartão',
        ],
      },
    },
  ],
  // Where a hurt part is seen first: a health centre and family doctor in Portugal, a posto de
  // saúde, the plan or a UPA in Brazil.
  injuryCheck: [
    {
      terms: 'centro de saude|medico de familia|sns|urgencias|anca|ligadura',
      steps: {
        pt: [
          'marque consulta com o seu médico de família no centro de saúde (ou ligue para o SNS 24, 808 24 24 24, ou vá hoje às urgências se não conseguir apoiar nem mexer, ou se estiver muito inchado ou dormente), e anote quando e como começou e o que piora a dor',
          'até lá, ponha gelo enrolado num pano 15 a 20 minutos algumas vezes por dia, poupe a zona e apoie-a com uma ligadura ou uma tala (elevada quando estiver sentado), e leve as notas para a consulta',
        ],
      },
    },
    {
      terms:
        'posto|posto de saude|upa|sus|pronto-socorro|pronto socorro|convenio|plano de saude|ortopedista|quadril|panturrilha',
      steps: {
        pt: [
          'agende no posto de saúde ou com um ortopedista do seu plano (ou vá hoje a uma UPA ou pronto-socorro se não conseguir apoiar nem mexer, ou se estiver muito inchado ou dormente), e anote quando e como começou e o que piora a dor',
          'até lá, coloque gelo enrolado num pano 15 a 20 minutos algumas vezes por dia, poupe a região e apoie com uma atadura ou uma tala (elevada quando estiver sentado), e leve as anotações para a consulta',
        ],
      },
    },
  ],
  // The phone in bed: it sleeps outside the bedroom from a set time, an ordinary alarm clock wakes
  // the person, and a book takes the minutes the scrolling had.
  screenTime: [
    {
      terms:
        'bed|in bed|bedtime|before bed|bedroom|at night|cama|en la cama|en cama|antes de dormir|dormitorio|recamara|pieza|lit|au lit|dans mon lit|dans le lit|coucher|avant de dormir|chambre|a soir|le soir|na cama|no quarto|quarto|bett|im bett|vorm schlafen|vor dem schlafen|schlafzimmer|abends',
      steps: {
        en: [
          'from tonight, put the phone on charge outside the bedroom (the kitchen, say) at a set time such as 22:30, with an ordinary alarm clock by the bed instead',
          'put a book on the bedside table for the minutes you used to scroll, and set airplane mode or do not disturb to come on at that time every night',
        ],
        es: [
          'desde esta noche, pon a cargar el teléfono fuera del dormitorio (en la cocina, por ejemplo) a una hora fija como las 22:30, y usa un despertador normal en la mesita',
          'deja un libro en la mesita para los minutos que pasabas mirando la pantalla, y programa el modo avión o no molestar a esa hora cada noche',
        ],
        de: [
          'leg das Handy ab heute Abend zu einer festen Uhrzeit, etwa 22:30, außerhalb des Schlafzimmers (in der Küche) ans Ladekabel und stell dir einen normalen Wecker ans Bett',
          'leg ein Buch auf den Nachttisch für die Minuten, in denen du sonst scrollst, und stell den Flugmodus oder „Nicht stören“ so ein, dass er jeden Abend zu dieser Uhrzeit angeht',
        ],
        fr: [
          'dès ce soir, mets le téléphone à charger hors de la chambre (dans la cuisine) à une heure fixe, par exemple 22 h 30, et prends un vrai réveille-matin pour te lever',
          'pose un livre sur la table de chevet pour les minutes où tu scrollais, et programme le mode avion ou « ne pas déranger » à cette heure-là chaque soir',
        ],
        pt: [
          'a partir de hoje à noite, carregue o telefone fora do quarto (na cozinha, por exemplo) a partir de uma hora fixa como 22h30, e use um despertador comum para acordar',
          'deixe um livro na mesa de cabeceira para os minutos que passava no telefone, e programe o modo avião ou o não perturbe para essa hora todas as noites',
        ],
      },
    },
  ],
  // A grade exam's weak spot depends on the instrument: the bellows, the bow, the beat, the hands.
  gradeExam: [
    {
      terms: 'accordion*|acordeon|acordeao|accordeon|akkordeon',
      steps: {
        en: [
          'split 20 to 30 minutes a day into the exam’s parts: scales and arpeggios slowly with a metronome, then the pieces a few bars at a time, then five minutes of sight-reading or aural tests',
          'work the bellows on their own: long even notes, changing direction only where the bellows markings say, then the pieces’ hardest bars at half speed with the metronome, and record one full run-through each week',
        ],
      },
    },
    {
      terms:
        'violin|viola|cello|double bass|fiddle|violon|violoncelle|violonchelo|chelo|violoncelo|geige|violine|bratsche',
      steps: {
        en: [
          'split 20 to 30 minutes a day into the exam’s parts: scales and arpeggios slowly with a metronome, then the pieces a few bars at a time, then five minutes of sight-reading or aural tests',
          'start each practice with slow open-string bows in front of a mirror, straight and at one contact point, then the pieces’ hardest bars at half speed with the metronome, and record one full run-through each week',
        ],
      },
    },
    {
      terms: 'drum*|percussion|bateria|batterie|schlagzeug',
      steps: {
        en: [
          'split 20 to 30 minutes a day into the exam’s parts: rudiments (single and double strokes, paradiddles) slowly with a metronome, then the pieces a section at a time, then the sight-reading or the fills',
          'play the pieces along with the metronome or the backing track, counting aloud where your timing slips, raise the tempo only when it is steady, and record one full run-through each week',
        ],
      },
    },
    {
      terms: 'piano|keyboard|organ|klavier',
      steps: {
        en: [
          'split 20 to 30 minutes a day into the exam’s parts: scales and arpeggios hands separately, then together, slowly with a metronome, then the pieces a few bars at a time, then five minutes of sight-reading or aural tests',
          'take the weak spot your teacher named (the left hand alone, say) at half speed with the metronome, raise it a notch only when it is clean, and record one full run-through of the pieces each week',
        ],
      },
    },
    {
      terms: 'bagpipes|pipes',
      steps: {
        en: [
          'split 20 to 30 minutes a day: the tunes and the gracenotes on the practice chanter slowly with a metronome, then steady blowing on the pipes with the drones in tune',
          'play each exam tune through at half speed, raise the tempo only when the gracenotes are clean, and record one full run-through each week for your teacher',
        ],
      },
    },
    {
      terms: 'ballet|tap|dance|dancing|rad|istd|danza|danca|danse|ballett|tanz|bale',
      steps: {
        en: [
          'go through the exam syllabus with your teacher and practise 20 minutes a day at home: barre or warm-up exercises first, then the set steps slowly to the exam music',
          'practise the set dances to the music in front of a mirror, working on the step your teacher named, and ask for a mock exam in class a few weeks before',
        ],
      },
    },
  ],
  // Sports gear: skis can be waxed at home, skates need a new pair of laces.
  gearService: [
    {
      terms: 'laces|lace|relace*|re-lace*',
      steps: {
        en: [
          'measure the old laces (or count the eyelets) and buy the right length from a skate or sports shop, with a spare pair',
          'lace them up before your next session, snug at the ankle, and keep the spare pair in your bag',
        ],
      },
    },
  ],
  // Each country's car tax has its own office, reference and way to pay.
  vehicleTax: [
    {
      terms: 'iuc|imposto unico de circulacao|selo do carro',
      steps: {
        pt: [
          'entre no Portal das Finanças com o NIF e a senha, em Pagamentos > IUC, e veja a matrícula, a referência e o valor',
          'pague por Multibanco ou pelo homebanking com essa referência até ao fim do mês da matrícula, e guarde o comprovativo',
        ],
      },
    },
    {
      terms: 'ipva|licenciamento',
      steps: {
        pt: [
          'entre no site da Secretaria da Fazenda ou do Detran do seu estado com o Renavam e a placa e veja o valor e as datas de vencimento',
          'gere o boleto ou pague por Pix ou pelo app do banco, escolha cota única ou parcelas, e guarde o comprovante',
        ],
      },
    },
    {
      terms: 'tenencia|refrendo|tenencia vehicular',
      steps: {
        es: [
          'busca la placa y la tarjeta de circulación y entra en el portal de la Secretaría de Finanzas de tu estado para sacar la línea de captura y ver el importe',
          'paga en línea, en el banco o en una tienda autorizada antes de la fecha límite, y guarda el comprobante',
        ],
      },
    },
    {
      terms: 'pagar la patente|patente del auto|patente del coche',
      steps: {
        es: [
          'busca el dominio del auto y entra en la web de rentas de tu provincia o municipio para bajar la boleta y ver el importe y el vencimiento',
          'págala en línea, en el banco o con débito automático, y guarda el comprobante',
        ],
      },
    },
    {
      terms: 'marbete',
      steps: {
        es: [
          'busca la licencia del vehículo y mira en CESCO Digital el importe del marbete y del seguro compulsorio',
          'págalo en línea, en el banco o en el correo antes de que venza, guarda el recibo y pega el marbete nuevo en el cristal',
        ],
      },
    },
    {
      terms: 'ivtm|impuesto de circulacion|impuesto de vehiculos|impuesto sobre vehiculos',
      steps: {
        es: [
          'busca el recibo del IVTM (el impuesto de circulación) en la sede electrónica de tu ayuntamiento con la matrícula y mira la referencia y el importe',
          'págalo en línea, en el banco o domiciliado, y guarda el justificante: te lo pueden pedir en la ITV o si vendes el coche en Tráfico (DGT)',
        ],
      },
    },
    {
      terms: 'vignette|taxe regionale',
      steps: {
        fr: [
          'reprends ta carte grise et l’avis ou la référence reçus, et vérifie sur le site officiel (l’ANTS, impots.gouv pour une taxe sur le véhicule) le montant dû',
          'paie en ligne avec ta carte, télécharge le reçu et garde-le avec la carte grise',
        ],
      },
    },
  ],
  // Each French office has its own number, its own file number and its own secure messages.
  agency: [
    {
      terms: 'caf',
      steps: {
        fr: [
          'prépare ton numéro allocataire et ton code caf.fr, et écris ta question en une phrase (un droit, un montant, une pièce qui manque)',
          'pose-la dans « Mon Compte » > « Mes échanges » sur caf.fr ou appelle le 32 30, et note la date et la réponse',
        ],
      },
    },
    {
      terms: 'cpam|ameli|secu|securite sociale|assurance maladie',
      steps: {
        fr: [
          'prépare ton numéro de sécurité sociale (sur la carte Vitale) et le remboursement ou la feuille de soins concernés',
          'écris depuis la messagerie de ton compte ameli ou appelle le 36 46, et note la date et la réponse',
        ],
      },
    },
    {
      terms: 'impots|impot|centre des impots|service des impots|sip',
      steps: {
        fr: [
          'prépare ton numéro fiscal (en haut de ton avis d’impôt) et l’avis ou la déclaration dont tu parles',
          'écris depuis la messagerie sécurisée de ton espace impots.gouv ou appelle le 0 809 401 401, et garde la référence de ta demande',
        ],
      },
    },
    {
      terms: 'france travail|pole emploi',
      steps: {
        fr: [
          'prépare ton identifiant France Travail et le courrier ou l’attestation dont tu parles',
          'écris à ton conseiller depuis ton espace sur francetravail.fr ou appelle le 39 49, et note la date et la réponse',
        ],
      },
    },
  ],
  // Switching or comparing a phone, internet or energy contract: this year's use and price from the
  // last bill, then a comparison with that use, and the new provider handles the old contract.
  utilities: [
    {
      terms:
        'wechseln|wechsel|anbieterwechsel|vergleichen|vergleich|gunstiger*|guenstiger*|neuen tarif|neuer tarif|neuen handytarif|neuen vertrag|changer|changer de|comparer|comparatif|moins cher|nouveau forfait|nouvelle box',
      steps: {
        de: [
          'nimm die letzte Rechnung oder dein Kundenkonto und schreib Verbrauch (kWh oder GB), Monatspreis, Vertragsende und Kündigungsfrist auf',
          'vergleich mit genau diesem Verbrauch zwei, drei Tarife (Check24, Verivox oder direkt beim Anbieter), schließ den günstigsten ohne Bonus-Falle ab und lass den neuen Anbieter die Kündigung des alten übernehmen (beim Handy mit Rufnummernmitnahme)',
        ],
        fr: [
          'reprends ta dernière facture ou ton espace client et note ta consommation (kWh ou Go), le prix par mois et la date de fin d’engagement',
          'compare deux ou trois offres avec cette consommation sur un comparateur (le comparateur du médiateur de l’énergie pour l’électricité), souscris la moins chère : le nouveau fournisseur résilie l’ancien pour toi (pour le mobile, donne ton code RIO en appelant le 3179)',
        ],
      },
    },
  ],
  // The notice period looked at before a contract ends: the last day to cancel, in the calendar.
  cancel: [
    {
      terms:
        'kundigungsfrist|kuendigungsfrist|vertragslaufzeit|mindestlaufzeit|vertragsende|preavis|date d engagement|fin d engagement',
      steps: {
        de: [
          'log dich ins Kundenkonto ein oder nimm den Vertrag und such Vertragsbeginn, Mindestlaufzeit und Kündigungsfrist',
          'trag dir den letzten Kündigungstag mit einer Woche Puffer in den Kalender und entscheide bis dahin: kündigen oder nach einem günstigeren Tarif fragen',
        ],
        fr: [
          'connecte-toi à ton espace client ou ressors le contrat et note la date de début, la durée d’engagement et le préavis',
          'mets dans ton agenda le dernier jour pour résilier, avec une semaine de marge, et décide d’ici là : résilier ou demander une offre moins chère',
        ],
      },
    },
  ],
  // Joining a gym ('apuntarme al gimnasio', 'me matricular na academia') is choosing one and signing
  // up, not a workout yet.
  gym: [
    {
      terms:
        'apuntarme|apuntarse|inscribirme|inscribirse|matricularme|hacerme socio|hacerme socia|me inscrever|inscrever-me|me matricular|matricular-me|fazer matricula|fazer a matricula',
      steps: {
        es: [
          'mira dos gimnasios cerca de casa o del trabajo, compara la cuota, la matrícula y el horario, y pide una clase de prueba',
          'apúntate en el que mejor te venga, guarda el contrato y reserva en el calendario tu primer día',
        ],
        pt: [
          'compare duas academias perto de casa ou do trabalho (mensalidade, taxa de matrícula e horário) e peça uma aula experimental',
          'faça a matrícula na que for mais prática, guarde o contrato e marque na agenda o primeiro dia de treino',
        ],
      },
    },
  ],
  // Cooking with someone along (the kids, dad): the dish is the subject, the jobs are shared.
  recipe: [
    {
      terms:
        'with the kids|with my kids|with kids|with the little ones|with my daughter|with my son|with the girls|with the boys|with my niece|with my nephew|with the grandkids|with my grandkids|with dad|with mum|with mom|with my dad|with my mum|with my mom|with grandma|with nan|with my partner|con los ninos|con mis hijos|con los peques|con la peque|con el peque|con mi hija|con mi hijo|con mis sobrinos|con mis nietos|con mi padre|con mi madre|con mi abuela|con mi pareja|con mi novio|con mi novia|com as criancas|com os meninos|com as meninas|com meus filhos|com os filhos|com minha filha|com meu filho|com os netos|com meus netos|com meu pai|com minha mae|com a minha mae|com o meu pai|com a vo|com minha vo|com meu namorado|com minha namorada|com o pequeno|com a pequena',
      steps: {
        en: [
          'choose the recipe with {person} and buy what is missing, then split the jobs before you start (children can weigh, stir and shape; the oven and the knives stay with a grown-up)',
          'set everything out on the table first, cook it together, and eat it together (take a photo of the result)',
        ],
        es: [
          'elegid la receta con {person} y comprad lo que falte, y repartid las tareas antes de empezar (los niños pueden pesar, remover y dar forma; el horno y los cuchillos, para un adulto)',
          'sacad todo a la mesa antes de empezar, cocinad juntos y comed juntos (haced una foto del resultado)',
        ],
        pt: [
          'escolham a receita com {person}, comprem o que faltar e dividam as tarefas antes de começar (criança pode pesar, mexer e modelar; forno e faca ficam com um adulto)',
          'separem tudo na mesa antes de começar, cozinhem juntos e comam juntos (tirem uma foto do resultado)',
        ],
      },
    },
  ],
  workload: [
    // The week's start dreaded: it is met with a list made before the weekend and one thing to look forward to.
    {
      terms: 'dread*|monday*|sunday*|scaries|blues|lunes|domingo*|montag*|sonntag*|lundi*|dimanche*|segunda*|segundas*',
      steps: {
        en: [
          'before you log off on Friday, write Monday’s first three tasks on a note, so the week starts from a list and not a blank',
          'plan one thing on Monday to look forward to (a walk at lunch, a coffee with someone you like) and note in the evening how the day went',
        ],
        es: [
          'el viernes, antes de desconectar, apunta en una nota las tres primeras tareas del lunes, para que la semana empiece con una lista y no en blanco',
          'planea algo para el lunes que te apetezca (un paseo a mediodía, un café con alguien que te cae bien) y apunta por la noche qué tal fue el día',
        ],
        de: [
          'schreib am Freitag, bevor du Feierabend machst, die ersten drei Aufgaben für Montag auf einen Zettel, damit die Woche mit einer Liste beginnt und nicht mit einem leeren Blatt',
          'plan für Montag eine Sache, auf die du dich freust (ein Spaziergang in der Mittagspause, ein Kaffee mit jemandem, den du magst), und notier abends, wie der Tag war',
        ],
        fr: [
          'le vendredi, avant de partir, note sur un papier les trois premières tâches du lundi, pour que la semaine commence par une liste et pas par une page blanche',
          'prévois pour le lundi une chose qui te fait plaisir (une marche à midi, un café avec quelqu’un que tu apprécies) et note le soir comment s’est passée la journée',
        ],
        pt: [
          'na sexta, antes de desligar, anote as três primeiras tarefas de segunda, para a semana começar com uma lista e não do zero',
          'planeje uma coisa boa para a segunda (uma caminhada no almoço, um café com alguém de quem gosta) e anote à noite como foi o dia',
        ],
      },
    },
    // Work carried home: the day gets an end that is marked, and the phone stays out of it.
    {
      terms: 'take work home|work home|stress home|switch off*',
      steps: {
        en: [
          'at the end of the day, write tomorrow’s first task on a note and close the laptop, then do one thing that marks the end of work (change clothes, a short walk)',
          'keep work email off your phone in the evenings this week, and note each night whether you switched off',
        ],
      },
    },
  ],
  // Helping someone else move is the day with them, not a move of one's own to plan.
  moving: [
    {
      terms:
        'help|helping|helfen|helfe|mithelfen|beim umzug|aider|donner un coup de main|filer un coup de main|ayudar|ayudarle|ayudarles|echar una mano|echarle una mano|echarles una mano|ajudar|dar uma mao|dar uma maozinha',
      steps: {
        en: [
          'ask today what time to be there, the address, and what is still to pack or carry',
          'on the day bring gloves, tape and a marker, wear shoes with a good grip and lift boxes with your legs, not your back',
        ],
        es: [
          'pregunta hoy a qué hora ir, la dirección y qué queda por empaquetar o cargar',
          'ese día lleva guantes, cinta y un rotulador, ponte calzado que agarre y levanta las cajas con las piernas, no con la espalda',
        ],
        de: [
          'frag heute nach, wann du da sein sollst, wie die Adresse ist und was noch gepackt oder getragen werden muss',
          'nimm am Tag Handschuhe, Klebeband und einen Edding mit, zieh feste Schuhe an und heb Kisten aus den Beinen, nicht aus dem Rücken',
        ],
        fr: [
          'demande dès aujourd’hui à quelle heure venir, l’adresse et ce qui reste à emballer ou à porter',
          'le jour même, prends des gants, du scotch et un marqueur, mets des chaussures qui tiennent bien et soulève les cartons avec les jambes, pas avec le dos',
        ],
        pt: [
          'pergunte hoje a que horas ir, o endereço e o que ainda falta encaixotar ou carregar',
          'no dia, leve luvas, fita e uma caneta, use um calçado firme e levante as caixas com as pernas, não com as costas',
        ],
      },
    },
  ],
  // One run on the day named: that run set up and done, not a week of runs planned.
  running: [
    {
      terms:
        'run|runs|running|jog|jogging|go for a run|correr|a correr|carrera|trotar|footing|laufen|joggen|lauf|joggingrunde|courir|course|jogger|corrida|caminhada de corrida',
      onItsDay: true,
      steps: {
        en: [
          'pick a route of known distance for that day, put the time in your calendar and lay out your shoes and kit the night before',
          'warm up with five minutes of brisk walking, run the route at a pace you can still talk at, then note the time and how it felt',
        ],
        es: [
          'elige para ese día una ruta de distancia conocida, apunta la hora en tu agenda y deja preparadas las zapatillas y la ropa la noche antes',
          'calienta cinco minutos caminando rápido, corre la ruta a un ritmo en el que puedas hablar y apunta el tiempo y cómo te has sentido',
        ],
        de: [
          'such dir für den Tag eine Strecke mit bekannter Länge aus, trag die Uhrzeit in den Kalender ein und leg Laufschuhe und Sachen am Vorabend bereit',
          'wärm dich fünf Minuten mit zügigem Gehen auf, lauf die Strecke in einem Tempo, bei dem du noch reden kannst, und notier Zeit und Gefühl',
        ],
        fr: [
          'choisis pour ce jour-là un parcours au kilométrage connu, note l’heure dans ton agenda et prépare tes chaussures et ta tenue la veille',
          'échauffe-toi cinq minutes en marchant vite, cours le parcours à une allure où tu peux encore parler, puis note le temps et tes sensations',
        ],
        pt: [
          'escolha para esse dia um percurso de distância conhecida, marque a hora na agenda e deixe o tênis e a roupa prontos na véspera',
          'aqueça cinco minutos caminhando rápido, corra o percurso num ritmo em que ainda consiga falar e anote o tempo e como se sentiu',
        ],
      },
    },
  ],
  // Shopping done with or for someone: their list, then the shop and the bags carried in.
  groceries: [
    {
      terms: 'her shopping|his shopping|their shopping',
      forPerson: true,
      steps: {
        en: [
          'ask {person} what they need this week and write the list with them, in the order of the shop',
          'go round the shop together (or for them) with the list, then carry the bags in and put things away where they keep them',
        ],
        es: [
          'pregunta a {person} qué necesita esta semana y haced juntos la lista, en el orden de la tienda',
          'id juntos a la tienda (o ve tú) con la lista, y luego sube las bolsas y guarda las cosas donde las tiene',
        ],
        de: [
          'frag {person}, was diese Woche gebraucht wird, und schreibt die Liste zusammen, in der Reihenfolge des Ladens',
          'geht zusammen einkaufen (oder geh allein) mit der Liste, trag die Taschen hinein und räum alles dorthin, wo es hingehört',
        ],
        fr: [
          'demande à {person} ce qu’il lui faut cette semaine et faites la liste ensemble, dans l’ordre du magasin',
          'faites les courses ensemble (ou vas-y pour elle ou lui) avec la liste, puis porte les sacs et range tout à sa place',
        ],
        pt: [
          'pergunte a {person} o que precisa esta semana e façam juntos a lista, pela ordem da loja',
          'vão juntos às compras (ou vá você) com a lista, depois leve os sacos para dentro e arrume tudo onde costuma estar',
        ],
      },
    },
  ],
  // A child's reading is read aloud together, not drilled like tables or spellings.
  kidsPractice: [
    {
      terms: 'reading|read|phonics|lectura|leer|lesen|vorlesen|lecture|lire|leitura|ler',
      steps: {
        en: [
          'pick one fixed ten minutes a day with {person} (after tea, at bedtime) and let them read a page or two of their book aloud to you, sounding out the hard words together',
          'ask one question about what happened, praise the effort, and note the page and any tricky words in their reading record',
        ],
        es: [
          'elige diez minutos fijos al día (después de merendar, antes de dormir) y que te lea en voz alta una o dos páginas de su libro, con las palabras difíciles sílaba a sílaba',
          'hazle una pregunta sobre lo que ha pasado, felicítale por el esfuerzo y apunta la página y las palabras difíciles',
        ],
        de: [
          'such dir täglich feste zehn Minuten aus (nach dem Essen, vor dem Schlafen) und lass dir ein, zwei Seiten aus dem Buch laut vorlesen, die schweren Wörter in Silben',
          'stell eine Frage dazu, was passiert ist, lob die Mühe und notier die Seite und die schwierigen Wörter',
        ],
        fr: [
          'choisis dix minutes fixes par jour (après le goûter, au coucher) et fais-lui lire à voix haute une ou deux pages de son livre, les mots difficiles syllabe par syllabe',
          'pose une question sur ce qui s’est passé, félicite l’effort et note la page et les mots difficiles',
        ],
        pt: [
          'escolha dez minutos fixos por dia (depois do lanche, antes de dormir) e peça que leia em voz alta uma ou duas páginas do livro, as palavras difíceis sílaba a sílaba',
          'faça uma pergunta sobre o que aconteceu, elogie o esforço e anote a página e as palavras difíceis',
        ],
      },
    },
  ],
  bike: [
    PUNCTURE,
    // A service before a ride or an event is the shop's job: booked in, collected in time. ('service
    // my bike' alone is the check at home.)
    {
      terms:
        'bike service|bike serviced|bike servicing|in for a service|service before|serviced before|sportive|bike shop|tune up before|tune-up before|taller|al taller|tienda de bicis|werkstatt|fahrradladen|fahrradwerkstatt|inspektion|revision|reparateur|magasin de velo|velociste|oficina|bicicletaria|loja de bicicletas|revisao|manutencao',
      steps: {
        en: [
          'check the tyres, the brakes and the chain so you can tell the shop what feels wrong, then book the bike in at a bike shop for a service, asking the price and how many days they need',
          'drop it off with a note of what you found (gears, brakes, a noise), collect it a week before the day, and test the gears and brakes once round the block',
        ],
        es: [
          'revisa ruedas, frenos y cadena para poder decirle al taller qué falla, y pide cita en una tienda de bicis preguntando el precio y cuántos días la necesitan',
          'déjala con una nota de lo que notaste (cambios, frenos, un ruido), recógela con margen antes de usarla y prueba cambios y frenos dando una vuelta a la manzana',
        ],
        de: [
          'prüf Reifen, Bremsen und Kette, damit du der Werkstatt sagen kannst, was nicht stimmt, und mach einen Termin im Fahrradladen; frag nach Preis und wie viele Tage sie es brauchen',
          'gib es mit einem Zettel ab, was dir aufgefallen ist (Schaltung, Bremsen, ein Geräusch), hol es rechtzeitig ab und teste Schaltung und Bremsen einmal um den Block',
        ],
        fr: [
          'vérifie pneus, freins et chaîne pour pouvoir dire au vélociste ce qui cloche, puis prends rendez-vous en demandant le prix et combien de jours il lui faut',
          'dépose-le avec une note de ce que tu as remarqué (vitesses, freins, un bruit), récupère-le avec de la marge et teste vitesses et freins en faisant le tour du pâté de maisons',
        ],
        pt: [
          'confira pneus, travões/freios e corrente para saber dizer à oficina o que está errado, e marque a revisão numa loja de bicicletas, perguntando o preço e quantos dias precisam',
          'deixe-a com um bilhete do que notou (mudanças, travões/freios, um barulho), vá buscá-la com folga e teste mudanças e travões/freios numa volta ao quarteirão',
        ],
      },
    },
  ],
  // A hike or a walk out for someone in a wheelchair: trails they can use, not a seated workout at home.
  walking: [
    {
      terms:
        'hike*|hiking|trail*|walk*|countryside|nature|senderismo|ruta*|caminar|monte|wander*|spazier*|randonn*|sentier*|balade*|trilha*|caminhad*|passeio*',
      when: 'stepFree',
      steps: {
        en: [
          'look up step-free trails with a firm surface near you (an accessible walks guide, a park’s access page or a trail app with a wheelchair filter) and pick one with parking or a bus stop at the start',
          'check the gradient, the surface and where the accessible toilets are, and take someone along the first time',
        ],
        es: [
          'busca rutas sin escalones y con firme compacto cerca de ti (una guía de rutas accesibles, la web de accesibilidad de un parque natural o una app con filtro para silla de ruedas) y elige una con aparcamiento o parada de autobús al inicio',
          'mira la pendiente, el firme y dónde hay aseos adaptados, y ve con alguien la primera vez',
        ],
        de: [
          'such stufenlose Wege mit festem Belag in deiner Nähe (ein Führer für barrierefreie Wege, die Barrierefrei-Seite eines Naturparks oder eine App mit Rollstuhlfilter) und wähl einen mit Parkplatz oder Haltestelle am Start',
          'prüf Steigung, Belag und wo es barrierefreie Toiletten gibt, und nimm beim ersten Mal jemanden mit',
        ],
        fr: [
          'cherche des sentiers sans marches et au sol stabilisé près de chez toi (un guide des balades accessibles, la page accessibilité d’un parc naturel ou une appli avec un filtre fauteuil) et choisis-en un avec un parking ou un arrêt de bus au départ',
          'vérifie la pente, le revêtement et où sont les toilettes adaptées, et emmène quelqu’un la première fois',
        ],
        pt: [
          'procure trilhas sem degraus e com piso firme perto de você (um guia de percursos acessíveis, a página de acessibilidade de um parque ou um app com filtro para cadeira de rodas) e escolha uma com estacionamento ou ponto de ônibus no início',
          'veja a inclinação, o piso e onde há banheiros adaptados, e leve alguém junto na primeira vez',
        ],
      },
    },
  ],
  // A call or a visit whose day or time is already said ('call mum friday at 7', 'see nan sun
  // arvo') is not told to pick one: it goes in the calendar and the step is the call or the visit.
  familyCall: [
    // Texting someone close more often: small messages on a rhythm, not one to write and send.
    {
      terms:
        'text|txt|texting|message|msg|whatsapp|dm|escribir|escribirle|escribile|mensaje*|wasap*|guasap*|whats|schreiben|nachricht*|ecrire|texto|mensagem|mensagens|msg|zap|zapzap',
      steps: {
        en: [
          'send {person} one message today about something that made you think of them, and ask one question back',
          'set a reminder on the same two days each week to send another: a photo, a voice note or a link they would like',
        ],
        es: [
          'mándale hoy un mensaje a {person} con algo de tu día que le pueda gustar, y hazle una pregunta',
          'ponte un aviso los mismos dos días de cada semana para mandarle otro: una foto, un audio o algo que le guste',
        ],
        pt: [
          'mande hoje uma mensagem para {person} com algo do seu dia que possa gostar de saber, e faça uma pergunta',
          'coloque um lembrete nos mesmos dois dias de cada semana para mandar outra: uma foto, um áudio ou algo de que goste',
        ],
      },
    },
    {
      terms: 'usual time|la hora de siempre|gewohnte zeit|l heure habituelle|a hora de sempre',
      meets: true,
      steps: {
        en: [
          'put the call in your calendar with a reminder ten minutes before, and jot down one piece of news to share and one thing to ask them',
          'ask how they are and one question about their week, and listen',
        ],
        es: [
          'apunta la llamada en el calendario con un aviso diez minutos antes y anota una novedad que contarle y una pregunta que hacerle',
          'pregúntale cómo está y algo de su semana, y escucha',
        ],
        de: [
          'trag den Anruf mit einer Erinnerung zehn Minuten vorher in den Kalender ein und notier dir eine Neuigkeit zum Erzählen und eine Frage',
          'frag, wie es geht, und nach einer Sache aus der Woche, und hör zu',
        ],
        fr: [
          'note l’appel dans ton agenda avec un rappel dix minutes avant, une nouvelle à raconter et une question à poser',
          'demande comment ça va et pose une question sur sa semaine, et écoute',
        ],
        pt: [
          'marque a ligação na agenda com um lembrete dez minutos antes e anote uma novidade para contar e uma pergunta para fazer',
          'pergunte como vai e algo sobre a semana, e escute com calma',
        ],
      },
    },
  ],
  familyVisit: [
    {
      terms: 'usual time|la hora de siempre|gewohnte zeit|l heure habituelle|a hora de sempre',
      meets: true,
      steps: {
        en: [
          'message ahead to confirm the day and the time, and ask if they need anything bringing',
          'bring something small (photos, a cake, lunch) and ask for one story you have never heard',
        ],
        es: [
          'confirma el día y la hora con un mensaje y pregunta si necesitan que lleves algo',
          'lleva algo pequeño (fotos, un bizcocho, la comida) y pide una historia que nunca te hayan contado',
        ],
        de: [
          'bestätig Tag und Uhrzeit mit einer Nachricht und frag, ob du etwas mitbringen sollst',
          'bring etwas Kleines mit (Fotos, Kuchen, Mittagessen) und frag nach einer Geschichte, die du noch nicht kennst',
        ],
        fr: [
          'confirme le jour et l’heure par message et demande s’il faut apporter quelque chose',
          'apporte quelque chose de simple (des photos, un gâteau, le déjeuner) et demande une histoire que tu ne connais pas',
        ],
        pt: [
          'confirme o dia e a hora por mensagem e pergunte se precisam que leve alguma coisa',
          'leve algo simples (fotos, um bolo, o almoço) e peça uma história que você nunca ouviu',
        ],
      },
    },
  ],
  // A book club whose day or host is named is one the person goes to: the book and what to bring.
  bookClub: [
    {
      terms: 'host*|hosting|at mine|at my place|en mi casa|en casa|bei mir|chez moi|em casa|na minha casa',
      meets: true,
      steps: {
        en: [
          'finish the book (or the part you are discussing) and jot down one thing you want to talk about',
          'ask the host what to bring, and put the time and the address in your calendar with a reminder an hour before',
        ],
        es: [
          'termina el libro (o la parte que vais a comentar) y apunta una cosa de la que quieras hablar',
          'pregunta a quien lo organiza qué llevar, y apunta la hora y la dirección en el calendario con un aviso una hora antes',
        ],
        de: [
          'lies das Buch (oder den Teil, über den ihr sprecht) zu Ende und notier dir eine Sache, über die du reden willst',
          'frag die Gastgeberin oder den Gastgeber, was du mitbringen sollst, und trag Uhrzeit und Adresse mit einer Erinnerung eine Stunde vorher ein',
        ],
        fr: [
          'finis le livre (ou la partie dont vous parlez) et note une chose dont tu veux parler',
          'demande à qui reçoit quoi apporter, et mets l’heure et l’adresse dans ton agenda avec un rappel une heure avant',
        ],
        pt: [
          'termine o livro (ou a parte que vão discutir) e anote uma coisa sobre a qual quer falar',
          'pergunte a quem recebe o que levar, e ponha a hora e a morada na agenda com um lembrete uma hora antes',
        ],
      },
    },
  ],
  // Putting a thing up or together ('put the cot back up'): its parts counted, then built where it stays.
  application: [
    // The statement itself: the reasons and examples first, then a draft a teacher reads.
    {
      terms:
        'personal statement*|college essay*|statement of purpose|motivation letter*|motivationsschreiben|lettre de motivation|carta de motivacion|carta de motivacao',
      steps: {
        en: [
          'note why you want the course and three experiences that show it, each with one concrete example, and check the word or character limit',
          'write a rough draft paragraph by paragraph without editing, then ask a teacher or someone who knows the course to read it',
        ],
        es: [
          'apunta por qué quieres ese curso y tres experiencias que lo demuestren, cada una con un ejemplo concreto, y mira el límite de palabras',
          'escribe un borrador párrafo a párrafo sin corregir y pide a un profesor o a alguien que conozca el curso que lo lea',
        ],
        de: [
          'schreib auf, warum du den Studiengang willst, und drei Erfahrungen, die es zeigen, je mit einem konkreten Beispiel, und prüf die Wortgrenze',
          'schreib einen Rohentwurf Absatz für Absatz, ohne zu korrigieren, und lass ihn von einer Lehrkraft oder jemandem lesen, der den Studiengang kennt',
        ],
        fr: [
          'note pourquoi tu veux cette formation et trois expériences qui le montrent, chacune avec un exemple précis, et vérifie la limite de mots',
          'écris un premier jet paragraphe par paragraphe sans corriger, puis fais-le relire par un prof ou quelqu’un qui connaît la formation',
        ],
        pt: [
          'anote porque quer esse curso e três experiências que o mostrem, cada uma com um exemplo concreto, e veja o limite de palavras',
          'escreva um rascunho parágrafo a parágrafo sem corrigir e peça a um professor ou a alguém que conheça o curso para ler',
        ],
      },
    },
  ],
  games: [
    // Chess grows on tactics: puzzles daily, a slow game, its blunders looked at.
    {
      terms: 'chess|ajedrez|schach|echecs|xadrez',
      steps: {
        en: [
          'do 10 tactics puzzles on lichess or chess.com, slowly, checking every capture and check before you move',
          'play one longer game (15 minutes or more), then run it through the analysis and write down your biggest blunder and the opening you played',
        ],
        es: [
          'haz 10 problemas de táctica en lichess o chess.com, despacio, mirando cada captura y cada jaque antes de mover',
          'juega una partida larga (15 minutos o más), pásala por el análisis y apunta tu peor error y la apertura que jugaste',
        ],
        de: [
          'lös 10 Taktikaufgaben auf lichess oder chess.com, langsam, und prüf vor jedem Zug alle Schläge und Schachs',
          'spiel eine längere Partie (15 Minuten oder mehr), lass sie durch die Analyse laufen und notier deinen größten Patzer und die Eröffnung',
        ],
        fr: [
          'fais 10 problèmes de tactique sur lichess ou chess.com, lentement, en regardant chaque prise et chaque échec avant de jouer',
          'joue une partie longue (15 minutes ou plus), passe-la à l’analyse et note ta plus grosse gaffe et l’ouverture jouée',
        ],
        pt: [
          'faça 10 problemas de tática no lichess ou chess.com, devagar, olhando cada captura e cada xeque antes de jogar',
          'jogue uma partida longa (15 minutos ou mais), passe-a pela análise e anote o seu maior erro e a abertura que jogou',
        ],
      },
    },
  ],
  reading: [
    // A holy book read through: a plan of a few chapters a day, at a fixed time.
    {
      terms:
        'bible|biblia|bibel|scripture*|quran|koran|coran|alcorao|torah|tora|gospel*|evangelio*|evangelium|evangile*|evangelho*',
      steps: {
        en: [
          'pick a one-year reading plan (about three or four chapters a day) in an app or printed, and tick off today’s chapters',
          'read at the same time each day with a pen or the app’s notes, and if you miss a day read two the next rather than restarting',
        ],
        es: [
          'elige un plan de lectura de un año (unos tres o cuatro capítulos al día) en una app o impreso, y marca los capítulos de hoy',
          'lee a la misma hora cada día con un boli o las notas de la app, y si te saltas un día lee dos al siguiente en vez de empezar de nuevo',
        ],
        de: [
          'such dir einen Bibelleseplan für ein Jahr (etwa drei, vier Kapitel am Tag) in einer App oder ausgedruckt und hak die Kapitel von heute ab',
          'lies jeden Tag zur selben Zeit mit Stift oder den Notizen der App, und wenn du einen Tag verpasst, lies am nächsten zwei statt neu anzufangen',
        ],
        fr: [
          'choisis un plan de lecture sur un an (trois ou quatre chapitres par jour) dans une appli ou imprimé, et coche les chapitres du jour',
          'lis chaque jour à la même heure avec un stylo ou les notes de l’appli, et si tu sautes un jour lis-en deux le lendemain au lieu de recommencer',
        ],
        pt: [
          'escolha um plano de leitura de um ano (uns três ou quatro capítulos por dia) numa app ou impresso, e marque os capítulos de hoje',
          'leia à mesma hora todos os dias com uma caneta ou as notas da app, e se falhar um dia leia dois no seguinte em vez de recomeçar',
        ],
      },
    },
  ],
  leak: [
    // A dripping tap is a worn washer or cartridge: the water off, the part matched, a new one in.
    {
      terms: 'tap|taps|faucet*|mixer tap|grifo*|wasserhahn*|hahn|armatur*|robinet*|mitigeur|torneira*',
      steps: {
        en: [
          'turn the water off at the isolating valve under {thing} (or the stopcock), open the tap to drain it, and put the plug in so no screw goes down the drain',
          'take the handle off, unscrew the headgear and take the old washer or cartridge to a plumbers’ merchant to match it, then fit the new one and turn the water back on',
        ],
        es: [
          'cierra la llave de paso de debajo (o la general), abre el grifo para vaciarlo y pon el tapón para que no se cuele ningún tornillo',
          'quita la maneta, desenrosca el cabezal y lleva la zapata o el cartucho viejo a una ferretería para que te den uno igual; ponlo y vuelve a abrir el agua',
        ],
        de: [
          'dreh das Eckventil darunter (oder den Haupthahn) zu, öffne den Hahn, damit er leerläuft, und steck den Stöpsel rein, damit keine Schraube im Abfluss landet',
          'nimm den Griff ab, schraub das Oberteil heraus und nimm die alte Dichtung oder Kartusche mit in den Baumarkt, damit du die passende bekommst; einbauen, Wasser wieder auf',
        ],
        fr: [
          'coupe l’eau au robinet d’arrêt sous {thing} (ou au compteur), ouvre le robinet pour le vider et mets le bouchon pour qu’aucune vis ne parte dans l’évier',
          'démonte la poignée, dévisse la tête et emporte le vieux joint ou la cartouche chez un marchand de plomberie pour le même modèle, puis remonte et rouvre l’eau',
        ],
        pt: [
          'feche a válvula por baixo (ou o registo geral), abra a torneira para esvaziar e ponha a tampa no ralo para nenhum parafuso cair',
          'tire o manípulo, desenrosque a cabeça e leve o vedante ou o cartucho velho a uma loja de canalização para comprar igual; monte e volte a abrir a água',
        ],
      },
    },
  ],
  treehouse: [
    // A bird box or a bug hotel is an afternoon's build from one plank, not a platform in a tree.
    {
      terms:
        'bird box*|birdbox*|bird house*|birdhouse*|nest box*|nesting box*|bug hotel*|insect hotel*|bee hotel*|hedgehog house*|bat box*|nistkast*|vogelhaus*|vogelhauschen|insektenhotel*|igelhaus*|nichoir*|hotel a insectes|mangeoire|caja nido|cajas nido|casita para pajaros|casa para pajaros|hotel de insectos|hotel para insetos|casinha de passarinho|casa de passarinho|ninho para passaros|comedouro',
      steps: {
        en: [
          'find a simple plan for {thing} with its measurements and get one plank of untreated wood, screws, sandpaper, a saw and a drill',
          'mark and cut the pieces, let the kids sand and screw them together, then fix it up high, out of full sun and out of reach of cats',
        ],
        es: [
          'busca un plano sencillo con medidas y consigue una tabla de madera sin tratar, tornillos, lija, una sierra y un taladro',
          'marca y corta las piezas, deja que los niños lijen y atornillen, y cuélgala en alto, sin sol directo y lejos de los gatos',
        ],
        de: [
          'such eine einfache Bauanleitung mit Maßen und besorg ein Brett unbehandeltes Holz, Schrauben, Schleifpapier, eine Säge und einen Bohrer',
          'zeichne die Teile an und säg sie zu, lass die Kinder schleifen und schrauben, und häng es hoch auf, ohne pralle Sonne und außer Reichweite von Katzen',
        ],
        fr: [
          'trouve un plan simple avec les cotes et procure-toi une planche de bois non traité, des vis, du papier de verre, une scie et une perceuse',
          'trace et coupe les pièces, laisse les enfants poncer et visser, puis fixe-le en hauteur, à l’abri du plein soleil et hors de portée des chats',
        ],
        pt: [
          'procure um projeto simples com medidas e arranje uma tábua de madeira não tratada, parafusos, lixa, um serrote e um berbequim',
          'marque e corte as peças, deixe as crianças lixar e aparafusar, e pendure bem alto, longe do sol forte e fora do alcance dos gatos',
        ],
      },
    },
  ],
  selling: [
    // One big thing sold on its own: measured, photographed and priced against the same model.
    {
      terms:
        'desk|sofa|couch|settee|bed|comoda|movel|moveis|mueble|meuble|mobel|bed frame|mattress|wardrobe|dresser|chest of drawers|table|chairs?|bookcase|sideboard|cot|pram|buggy|stroller|high chair|bike|fridge|freezer|washing machine|dishwasher|tv|telly|piano|treadmill|escritorio|sofa|cama|armario|mesa|sillas?|cuna|carrito|bici*|nevera|lavadora|schreibtisch|sofa|couch|bett|schrank|tisch|stuhl|stuhle|kinderwagen|fahrrad|kuhlschrank|waschmaschine|bureau|canape|lit|armoire|commode|table|chaises?|poussette|velo|frigo|lave-linge|secretaria|sofa|cama|guarda-roupa|mesa|cadeiras?|berco|carrinho|bicicleta|geladeira|frigorifico|maquina de lavar',
      steps: {
        en: [
          'clean {thing}, measure it and photograph it in daylight from three sides plus any marks, then look up what the same model sold for',
          'list it with the measurements, an honest description, a price and collection only, and answer messages once a day until it goes',
        ],
        es: [
          'limpia {thing}, mídelo y hazle fotos con luz de día desde tres lados y de cualquier marca, y mira a cuánto se ha vendido el mismo modelo',
          'publícalo con las medidas, una descripción honesta, un precio y recogida en casa, y contesta los mensajes una vez al día hasta que se vaya',
        ],
        de: [
          'mach {thing} sauber, miss es aus und fotografier es bei Tageslicht von drei Seiten und jede Macke, dann schau nach, wofür dasselbe Modell verkauft wurde',
          'stell es mit Maßen, ehrlicher Beschreibung, Preis und „nur Abholung“ ein und beantworte Nachrichten einmal am Tag, bis es weg ist',
        ],
        fr: [
          'nettoie {thing}, mesure-le et prends-le en photo à la lumière du jour sous trois angles plus les défauts, puis regarde à quel prix le même modèle s’est vendu',
          'mets l’annonce avec les dimensions, une description honnête, un prix et « à venir chercher », et réponds aux messages une fois par jour jusqu’à la vente',
        ],
        pt: [
          'limpe {thing}, meça e fotografe com luz do dia de três lados e qualquer marca, e veja por quanto o mesmo modelo foi vendido',
          'anuncie com as medidas, uma descrição honesta, um preço e retirada no local, e responda às mensagens uma vez por dia até vender',
        ],
      },
    },
  ],
  homeRepair: [
    {
      terms:
        'back up|put together|assembl*|reassembl*|flat pack|flatpack|ikea|cot|bunk bed|bed frame|zusammenbau*|aufbauen|monter|remonter|assembler|montar|armar|montagem',
      steps: FLATPACK_STEPS,
    },
  ],
  // Shoes go to a cobbler: heels and soles are not sewn at home.
  mending: [
    {
      terms:
        'shoe*|boot*|heel*|sole*|resole*|reheel*|re-sole*|re-heel*|cobbler*|trainers|zapato*|bota*|tacon*|suela*|zapatero|schuh*|stiefel|absatz*|sohle*|schuster|chaussure*|botte*|talon*|semelle*|cordonnier|sapato*|salto*|sola*|sapateiro',
      steps: {
        en: [
          'clean the shoes, check what is worn (heel tips, the whole sole, a split seam, the stitching), and find a cobbler near your route with its opening hours',
          'drop them off, ask the price and when they will be ready, keep the ticket, and put the collection day in your calendar',
        ],
      },
    },
    // A garment altered (taken in, let out, shortened, hemmed for a day): an alterations shop and
    // a fitting in the shoes worn on the day, collected in time.
    {
      terms:
        'take in|taken in|let out|let down|take up|taken up|shorten*|hem|hems|hemmed|hemming|alter|altered|alteration*|tailor*|seamstress|waist*|bajo|bajos|dobladillo|meter|acortar|ajustar|arreglo*|kurzen|gekurzt|kurzen lassen|enger|weiter|anderung*|schneider*|ourlet*|raccourcir|retouche*|retoucherie|couturiere|bainha|encurtar|apertar|ajuste*|costureira|modista',
      steps: {
        en: [
          'try it on with the shoes you will wear on the day, pin or mark the length or where it pulls, and find an alterations shop, tailor or seamstress near you',
          'take it in for the fitting, ask the price and the pick-up date (a week before the day, so there is time for a second fitting), keep the ticket and put the pick-up in your calendar',
        ],
        es: [
          'pruébatelo con los zapatos que llevarás ese día, marca con alfileres el largo o dónde tira y busca una modista o un taller de arreglos cerca',
          'llévalo a la prueba, pregunta el precio y el día de recogida (una semana antes del día, por si hace falta otra prueba), guarda el resguardo y apunta la recogida en el calendario',
        ],
        de: [
          'zieh es mit den Schuhen an, die du an dem Tag trägst, steck die Länge oder die Stelle ab, wo es spannt, und such eine Änderungsschneiderei in der Nähe',
          'bring es zur Anprobe, frag nach Preis und Abholtag (eine Woche vor dem Tag, damit Zeit für eine zweite Anprobe bleibt), heb den Abholschein auf und trag die Abholung in den Kalender ein',
        ],
        fr: [
          'essaie-le avec les chaussures que tu porteras ce jour-là, épingle la longueur ou l’endroit qui tire, et trouve une retoucherie ou une couturière près de chez toi',
          'dépose-le pour l’essayage, demande le prix et la date de retrait (une semaine avant le jour, pour avoir le temps d’un second essayage), garde le ticket et note le retrait dans ton agenda',
        ],
        pt: [
          'prove a peça com os sapatos que vai usar no dia, marque com alfinetes o comprimento ou onde aperta, e procure uma costureira ou uma loja de ajustes perto',
          'leve para a prova, pergunte o preço e o dia de levantar (uma semana antes do dia, para dar tempo a uma segunda prova), guarde o talão e anote o levantamento no calendário',
        ],
      },
    },
  ],
  // Iron in the blood is raised by what is eaten with it, and the GP's result, not a reading at home.
  bloodMarker: [
    {
      terms: 'iron|ferritin|anaemi*|anemi*',
      steps: {
        en: [
          'ask your GP for your last ferritin or haemoglobin result, the level they want to see, and whether you should take iron tablets',
          'eat an iron-rich food with each main meal (red meat, lentils, beans, spinach, fortified cereal) with vitamin C such as orange juice or peppers, and keep tea and coffee an hour away from meals',
        ],
      },
    },
  ],
  // Hanging the washing out is the drying half of a wash, not the sorting.
  laundry: [
    {
      terms:
        'hang*|peg out|put out the washing|put the washing out|washing line|line dry|tender|tiende*|colgar|tendedero|aufhang*|aufgehang*|wascheleine|waschestander|etendre|etend*|etendoir|fil a linge|estender|estende*|estendal|varal|pendurar',
      steps: {
        en: [
          'check the forecast, take the washing out of the machine as soon as it stops, and shake each piece out',
          'peg shirts by the hem and trousers by the waist, dark things inside out, and bring it in as soon as it is dry, before the evening damp',
        ],
        es: [
          'mira el tiempo, saca la ropa de la lavadora en cuanto acabe y sacude cada prenda',
          'tiende las camisas por el bajo y los pantalones por la cintura, lo oscuro del revés, y recógela en cuanto esté seca, antes de la humedad de la noche',
        ],
        de: [
          'schau auf den Wetterbericht, hol die Wäsche gleich aus der Maschine, wenn sie fertig ist, und schüttel jedes Teil aus',
          'häng Hemden am Saum und Hosen am Bund auf, Dunkles auf links, und nimm sie ab, sobald sie trocken ist, bevor es abends feucht wird',
        ],
        fr: [
          'regarde la météo, sors le linge de la machine dès qu’elle s’arrête et secoue chaque pièce',
          'étends les chemises par le bas et les pantalons par la taille, le foncé à l’envers, et rentre-le dès qu’il est sec, avant l’humidité du soir',
        ],
        pt: [
          'veja a previsão do tempo, tire a roupa da máquina assim que acabar e sacuda cada peça',
          'estenda as camisas pela barra e as calças pela cintura, as escuras do avesso, e recolha assim que secar, antes da umidade da noite',
        ],
      },
    },
  ],
  // A message to a friend or to family is asked as one would say it, not drafted with reference
  // numbers; one to a seller asks what a buyer needs to know.
  message: [
    {
      terms:
        'seller|sellers|buyer|the vendor|listing|marketplace|vinted|ebay|depop|gumtree|wallapop|leboncoin|olx|kleinanzeigen|vendedor*|vendedora|comprador*|anuncio|verkaufer*|kaufer*|anzeige|vendeur*|vendeuse|acheteur*|annonce',
      steps: {
        en: [
          'ask the seller if it is still available, its condition and any faults, and suggest your price and a time to collect',
          'agree the price and the pickup in writing, pay through the site or on collection, and check the item before you hand over money',
        ],
        es: [
          'pregunta al vendedor si sigue disponible, en qué estado está y si tiene algún fallo, y propón tu precio y una hora para recogerlo',
          'deja por escrito el precio y la recogida, paga por la plataforma o al recogerlo, y revisa el artículo antes de pagar',
        ],
        de: [
          'frag, ob es noch zu haben ist, in welchem Zustand es ist und ob es Mängel hat, und schlag deinen Preis und eine Abholzeit vor',
          'halt Preis und Abholung schriftlich fest, zahl über die Plattform oder bei Abholung und prüf den Artikel, bevor du Geld gibst',
        ],
        fr: [
          'demande si c’est toujours disponible, dans quel état et s’il y a des défauts, et propose ton prix et une heure pour le récupérer',
          'fixe le prix et le retrait par écrit, paie via le site ou au retrait, et vérifie l’article avant de donner l’argent',
        ],
        pt: [
          'pergunte se ainda está disponível, em que estado está e se tem algum defeito, e proponha o seu preço e uma hora para buscar',
          'combine o preço e a retirada por escrito, pague pela plataforma ou na retirada, e confira o artigo antes de pagar',
        ],
      },
    },
    { terms: CLOSE_PEOPLE, steps: PERSONAL_MESSAGE_STEPS },
  ],
  // Walking to work needs shoes, a route and a time to leave, not a bike check.
  commute: [
    {
      terms: 'walk*|on foot|andando|caminando|a pie|zu fuss|laufen|gehen|a pied|marcher|a pe|caminhando',
      steps: {
        en: [
          'walk the route once on a day off and time it, then set out comfortable shoes, a small rucksack and an umbrella by the door the night before',
          'put the walking days in your calendar and set an alarm for when to leave, ten minutes before the bus you used to catch',
        ],
        es: [
          'haz la ruta andando una vez en un día libre y cronométrala, y deja la noche antes junto a la puerta unas zapatillas cómodas, una mochila pequeña y un paraguas',
          'apunta en el calendario los días que vas andando y pon una alarma para salir, diez minutos antes del bus que cogías',
        ],
        de: [
          'geh die Strecke an einem freien Tag einmal ab und stopp die Zeit, und stell am Abend vorher bequeme Schuhe, einen kleinen Rucksack und einen Schirm an die Tür',
          'trag die Tage zu Fuß in den Kalender ein und stell einen Wecker zum Losgehen, zehn Minuten vor dem Bus, den du sonst nimmst',
        ],
        fr: [
          'fais le trajet à pied une fois un jour de repos en le chronométrant, et prépare la veille près de la porte des chaussures confortables, un petit sac et un parapluie',
          'note les jours à pied dans ton agenda et mets une alarme pour partir, dix minutes avant le bus que tu prenais',
        ],
        pt: [
          'faça o trajeto a pé uma vez num dia de folga e cronometre, e deixe na véspera junto à porta um tênis confortável, uma mochila pequena e um guarda-chuva',
          'marque na agenda os dias em que vai a pé e ponha um alarme para sair, dez minutos antes do ônibus que pegava',
        ],
      },
    },
  ],
  // An old pension moved or found is paperwork between two schemes, not funds to compare.
  invest: OLD_PENSION,
  pension: OLD_PENSION,
  // A quote for insurance is compared online and put to the current insurer, not asked of tradespeople.
  quoteRequest: [
    {
      terms: 'insurance|insurer|car cover|home cover|policy',
      steps: {
        en: [
          'have your current policy, renewal date and details (car reg and mileage, or the home’s rebuild value) to hand, and run them through two comparison sites and one insurer directly',
          'pick the cheapest with the cover you need, and ring your current insurer to ask them to match it before you switch',
        ],
      },
    },
  ],
  // A delay claimed back is the operator's form with the ticket, not fares for a new journey.
  trainTickets: [
    {
      terms: 'delay repay|delay*|delayed|cancelled train|refund|compensation|claim*',
      steps: {
        en: [
          'find the ticket or the booking email and the train’s date and times, and open the operator’s delay repay form',
          'fill it in with a photo of the ticket, submit it, and note the claim reference',
        ],
      },
    },
  ],
  // A ticket for work (a forklift or HGV licence, a site card, a first-aid certificate) is renewed
  // through the employer's training: a course to get a place on, not a form at home.
  licenceRenewal: [
    {
      // A TV licence is a payment with a licence number, not a photo and an eye test.
      terms: 'tv licen*|television licen*|tv licensing',
      steps: {
        en: [
          'log in to TV Licensing with your licence number (it is on the last letter or email) and check the renewal date and the amount',
          'pay it or set up the direct debit, and save the confirmation email',
        ],
      },
    },
    {
      terms:
        'forklift*|flt|hgv|lgv|cpc|cscs|sia|ipaf|pasma|first aid|food hygiene|at work|for work|work licen*|plant licen*|digger|telehandler|cherry picker',
      steps: {
        en: [
          'ask your manager or the training team when the next refresher course for {thing} is, and get your name on it',
          'put the course date and the expiry date in your calendar, and take your current card and ID on the day',
        ],
      },
    },
  ],
  // A water class is booked and packed for, not lanes of front crawl.
  swim: [
    {
      terms:
        'aqua*|water aerobics|aerobic acuatico|gimnasia acuatica|hidrogimnasia|wassergymnastik|hidroginastica|hidro',
      steps: {
        en: [
          'check the class timetable and book a place, with a doctor’s note if the pool asks for one',
          'pack the bag the evening before: swimsuit, cap, towel, flip-flops and a bottle of water',
        ],
        es: [
          'mira el horario de las clases y apúntate, con el certificado médico si la piscina lo pide',
          'prepara la bolsa la noche antes: bañador, gorro, toalla, chanclas y una botella de agua',
        ],
        de: [
          'schau dir die Kurszeiten an und melde dich an, mit Attest, falls das Bad eins verlangt',
          'pack die Tasche am Abend vorher: Badeanzug, Badekappe, Handtuch, Badelatschen und eine Flasche Wasser',
        ],
        fr: [
          'regarde les horaires des cours et inscris-toi, avec un certificat médical si la piscine le demande',
          'prépare le sac la veille : maillot, bonnet, serviette, tongs et une bouteille d’eau',
        ],
        pt: [
          'veja o horário das aulas e faça a inscrição, com o atestado médico se a piscina pedir',
          'arrume a mochila na véspera: maiô ou fato de banho, touca, toalha, chinelos e uma garrafa de água',
        ],
      },
    },
  ],
  // Guilt about a parent moved into care: visits that feel good, the care team, and someone to talk to.
  guilt: [
    {
      terms:
        'care home|nursing home|residencia|geriatrico|pflegeheim|altenheim|seniorenheim|ehpad|maison de retraite|lar|lar de idosos|casa de repouso|asilo',
      steps: {
        en: [
          'plan this week’s visit around something you both enjoy (photos, music, a favourite treat) and ask the care team how the days go for them',
          'write down why the move was needed (safety, care around the clock you could not give alone), and talk about how it feels with a friend, a carers’ group or a counsellor',
        ],
        es: [
          'prepara la visita de esta semana con algo que os guste a los dos (fotos, música, su dulce favorito) y pregunta al personal cómo pasa los días',
          'escribe por qué hacía falta el cambio (seguridad, cuidados día y noche que no podías dar tú sola) y habla de cómo te sientes con una amiga, un grupo de familiares o un psicólogo',
        ],
        de: [
          'plan den Besuch diese Woche um etwas, das euch beiden gefällt (Fotos, Musik, ein Lieblingskuchen), und frag das Pflegeteam, wie die Tage für sie laufen',
          'schreib auf, warum der Umzug nötig war (Sicherheit, Pflege rund um die Uhr, die du allein nicht leisten konntest), und sprich darüber mit einer Freundin, einer Angehörigengruppe oder einer Beratung',
        ],
        fr: [
          'prépare la visite de cette semaine autour de quelque chose que vous aimez tous les deux (photos, musique, sa douceur préférée) et demande à l’équipe soignante comment se passent ses journées',
          'écris pourquoi ce choix était nécessaire (sa sécurité, des soins jour et nuit que tu ne pouvais pas assurer seul·e) et parles-en à un ami, un groupe d’aidants ou un psy',
        ],
        pt: [
          'prepare a visita desta semana com algo de que os dois gostem (fotos, música, o doce preferido) e pergunte à equipa como correm os dias',
          'escreva porque a mudança era necessária (segurança, cuidados dia e noite que não conseguia dar sozinho) e converse sobre como se sente com um amigo, um grupo de familiares ou um psicólogo',
        ],
      },
    },
  ],
  // A shop on social media: the profile, the photos with prices, and how people order and pay.
  openShop: [
    {
      terms:
        'insta|instagram|ig|whatsapp|tiktok|facebook|redes|redes sociales|redes sociais|social media|online|internet',
      steps: {
        en: [
          'set up a business profile: a clear name, a bio with what you sell, the area you deliver to and how to order',
          'photograph five products in daylight, post them with prices, and decide how people order and pay (a message, a form, a transfer) and when they collect',
        ],
        es: [
          'crea un perfil de empresa: un nombre claro y una bio con lo que vendes, la zona de entrega y cómo hacer un pedido',
          'fotografía cinco productos con luz natural, publícalos con precio y decide cómo se encarga y se paga (mensaje, formulario, Bizum o transferencia) y cuándo se recoge',
        ],
        de: [
          'leg ein Business-Profil an: ein klarer Name, eine Bio mit Angebot, Liefergebiet und wie man bestellt',
          'fotografier fünf Produkte bei Tageslicht, stell sie mit Preis ein und leg fest, wie man bestellt und zahlt (Nachricht, Formular, PayPal oder Überweisung) und wann abgeholt wird',
        ],
        fr: [
          'crée un profil professionnel : un nom clair, une bio avec ce que tu vends, la zone de livraison et comment commander',
          'photographie cinq produits à la lumière du jour, publie-les avec leur prix et décide comment on commande et on paie (message, formulaire, virement) et quand on récupère',
        ],
        pt: [
          'crie um perfil comercial: um nome claro e uma bio com o que vende, a região de entrega e como fazer a encomenda',
          'fotografe cinco produtos com luz natural, publique com preço e defina como se encomenda e se paga (mensagem no WhatsApp, Pix) e quando se retira',
        ],
      },
    },
  ],
  // In Germany a move is registered in person at the Bürgeramt, and a car at the Zulassungsstelle.
  addressChange: [
    {
      terms: 'kfz|auto ummelden|auto anmelden|zulassungsstelle',
      steps: {
        de: [
          'buch online einen Termin bei der Zulassungsstelle und leg Fahrzeugschein, Fahrzeugbrief, Personalausweis, die eVB-Nummer der Versicherung und das SEPA-Mandat für die Kfz-Steuer zusammen',
          'geh mit den Unterlagen und den Kennzeichen hin, zahl die Gebühr und heb die neue Zulassungsbescheinigung auf',
        ],
      },
    },
    {
      terms: 'ummelden|ummeldung|wohnsitz|meldebescheinigung|burgeramt|einwohnermeldeamt',
      steps: {
        de: [
          'buch online einen Termin beim Bürgeramt und lass dir vom Vermieter die Wohnungsgeberbestätigung unterschreiben',
          'geh mit Personalausweis und Wohnungsgeberbestätigung hin, lass die neue Adresse auf den Ausweis drucken und heb die Meldebescheinigung auf',
        ],
      },
    },
  ],
  // A German health insurer is switched by joining the new one, which gives notice to the old.
  insurance: [
    {
      terms: 'krankenkasse wechseln|krankenkasse zu|neue krankenkasse|krankenkassenwechsel',
      steps: {
        de: [
          'vergleich zwei oder drei Krankenkassen nach Zusatzbeitrag und Leistungen, die dir wichtig sind (Zahnreinigung, Osteopathie, Bonusprogramm)',
          'stell online den Mitgliedsantrag bei der neuen Kasse; sie kündigt für dich bei der alten, und du sagst deinem Arbeitgeber die neue Kasse',
        ],
      },
    },
  ],
  // A tenant who leaves early finds the next one, with the landlord's yes first.
  tenancy: [
    {
      terms: 'nachmieter*',
      steps: {
        de: [
          'frag die Hausverwaltung oder den Vermieter schriftlich, ob sie einen Nachmieter akzeptieren und welche Unterlagen sie wollen',
          'stell eine Anzeige mit Fotos, Warmmiete und Einzugsdatum online, mach einen Sammeltermin zur Besichtigung und gib der Verwaltung zwei oder drei Bewerber mit ihren Unterlagen',
        ],
      },
    },
  ],
  // German benefits and the broadcasting fee each have their own office and their own papers.
  forms: [
    {
      terms: 'elterngeld*',
      steps: {
        de: [
          'hol dir den Elterngeldantrag deines Bundeslands (online über ElterngeldDigital oder bei der Elterngeldstelle) und leg Geburtsurkunde, Gehaltsnachweise der letzten zwölf Monate und die Bescheinigung der Krankenkasse über das Mutterschaftsgeld bereit',
          'füll den Antrag mit den Monaten aus, die ihr nehmt, unterschreibt beide und schick ihn ab, spätestens drei Monate nach der Geburt, weil rückwirkend nur drei Monate gezahlt werden',
        ],
      },
    },
    {
      terms: 'bafog*|bafoeg*',
      steps: {
        de: [
          'lade dir die BAföG-Formulare herunter oder öffne BAföG Digital und leg Immatrikulationsbescheinigung, Einkommensnachweise der Eltern und Kontoauszüge bereit',
          'füll Formblatt 1 aus, lass die Eltern ihren Teil ausfüllen und reich alles beim Studierendenwerk ein, bevor der Monat vorbei ist, ab dem du Geld willst',
        ],
      },
    },
    {
      terms: 'wohngeld*',
      steps: {
        de: [
          'rechne im Wohngeldrechner deines Landes nach, ob du Anspruch hast, und leg Mietvertrag, Mietbescheinigung und Einkommensnachweise bereit',
          'füll den Antrag aus, reich ihn bei der Wohngeldstelle deiner Stadt ein und heb die Eingangsbestätigung auf',
        ],
      },
    },
    {
      terms: 'krankmeldung|krankschreibung|au-bescheinigung|arbeitsunfahigkeitsbescheinigung|au beim|au an',
      steps: {
        de: [
          'sag deinem Arbeitgeber heute Bescheid, dass du krank bist und bis wann die Krankschreibung geht',
          'frag in der Praxis, ob die AU elektronisch an die Krankenkasse ging (dann ruft der Arbeitgeber sie ab); sonst fotografier die Ausfertigung für den Arbeitgeber und schick sie an die Personalabteilung',
        ],
      },
    },
    {
      terms: 'gez|rundfunkbeitrag',
      steps: {
        de: [
          'such deine Beitragsnummer auf einem alten Schreiben oder Kontoauszug und öffne das Formular auf rundfunkbeitrag.de',
          'melde ab oder um, gib die Beitragsnummer der Person an, bei der du jetzt mitwohnst, und heb die Bestätigung auf',
        ],
      },
    },
  ],
  // An identity card or passport is renewed in person, with a photo that meets the rules.
  papers: [
    {
      terms: 'carte vitale',
      steps: {
        fr: [
          'connecte-toi à ton compte ameli (ou crée-le avec ton numéro de sécurité sociale) et ouvre « Commander ma carte Vitale »',
          'envoie la photo d’identité et la pièce d’identité demandées, en ligne ou avec le formulaire papier, et note la date de la demande',
        ],
      },
    },
    {
      terms: 'titre de sejour|carte de sejour|recepisse|anef|prefecture',
      steps: {
        fr: [
          'regarde la date de fin de ton titre actuel et, sur le site de l’ANEF ou de ta préfecture, la démarche et la liste des pièces pour ta situation',
          'scanne les pièces (passeport, photo, justificatif de domicile, ressources), dépose la demande en ligne ou prends le rendez-vous, et garde l’attestation de dépôt',
        ],
      },
    },
    {
      terms:
        'passport|id card|identity card|pasaporte|dni|carnet de identidad|reisepass|personalausweis|ausweis|perso|passeport|carte d identite|cni|passaporte|cartao de cidadao|rg|carteira de identidade|bi',
      steps: {
        en: [
          'check when {thing} runs out and book the renewal (the online form or an appointment), noting the fee',
          'get a photo that meets the official rules, and keep the old document, the photo and the receipt together until the new one arrives',
        ],
        es: [
          'pide cita previa para la renovación en la oficina que expide el documento y mira qué tasa hay que pagar',
          'hazte una foto de carné reciente y lleva el documento antiguo, la foto y la tasa pagada; pregunta cuándo estará listo',
        ],
        de: [
          'buch online einen Termin beim Bürgeramt für die Verlängerung und schau nach der Gebühr',
          'lass ein biometrisches Passbild machen (Fotograf, Drogerie oder Automat) und nimm alten Ausweis, Foto und Gebühr mit; frag, wann du den neuen abholen kannst',
        ],
        fr: [
          'fais la pré-demande en ligne et prends rendez-vous en mairie pour le renouvellement',
          'fais une photo d’identité aux normes (photographe ou cabine agréée) et apporte l’ancien titre, la photo et un justificatif de domicile',
        ],
        pt: [
          'agende o atendimento da renovação no posto que emite o documento e veja a taxa e a lista de documentos',
          'leve o documento antigo, uma foto dentro das regras se pedirem e o comprovante da taxa; pergunte quando fica pronto',
        ],
      },
    },
  ],
  // Council tax is the council's: behind on it, ask them for a plan; on time, its bill or account.
  tax: [
    {
      terms:
        'council tax arrears|arrears|behind on|behind with|final notice|reminder letter|summons|bailiff*|enforcement',
      steps: {
        en: [
          'ring the number on the letter with its reference to hand, say what you can afford each month, and ask for a payment plan',
          'set up the agreed instalments by direct debit, and keep the letter or email that confirms the plan',
        ],
      },
    },
    {
      terms: 'council tax|rates bill|property tax',
      steps: {
        en: [
          'find the latest bill or your account on the council’s website, with its reference and what is due',
          'pay it online or set up a direct debit over the year’s instalments, and save the confirmation',
        ],
      },
    },
  ],
  // An overdraft has a limit and a daily or monthly cost, no minimum payment; money owed to a
  // person is paid back on terms agreed with them.
  debt: [
    {
      terms:
        'overdraft|overdrawn|in my overdraft|dispo|dispokredit|uberziehungskredit|konto uberzogen|im minus|decouvert|a decouvert|agios|descubierto|numeros rojos|cheque especial|descoberto|no vermelho|do vermelho|no negativo|do negativo',
      steps: {
        en: [
          'look up in your banking app how far overdrawn you are, your arranged limit and what it costs you each month',
          'move the payments that leave before payday to just after it, and on payday set a fixed amount that stays off the overdraft, asking the bank to lower the limit as you go',
        ],
        es: [
          'mira en la app del banco cuánto estás en descubierto y qué te cuesta al mes en comisiones e intereses',
          'cambia los cargos que salen antes del día de cobro a justo después, y cada día de cobro deja una cantidad fija fuera del descubierto',
        ],
        de: [
          'schau in der Banking-App nach, wie weit du im Dispo bist, wie hoch dein Rahmen ist und was er dich im Monat kostet',
          'leg Abbuchungen vor dem Zahltag auf kurz danach und lass am Zahltag einen festen Betrag aus dem Dispo, und bitte die Bank, den Rahmen Schritt für Schritt zu senken',
        ],
        fr: [
          'regarde dans l’appli de ta banque de combien tu es à découvert, ton autorisation et ce que ça te coûte en agios chaque mois',
          'décale les prélèvements d’avant la paie à juste après, et chaque jour de paie laisse un montant fixe hors du découvert',
        ],
        pt: [
          'veja no app do banco quanto está no cheque especial, qual é o limite e quanto isso custa por mês em juros',
          'mude os débitos de antes do dia do salário para logo depois e, a cada salário, deixe um valor fixo fora do cheque especial',
        ],
      },
    },
    {
      terms:
        'owe|owed|lent me|borrowed|pay back|pay her back|pay him back|pay them back|give back|debo|le debo|te debo|les debo|me presto|me prestaron|prestado|prestada|devo|lhe devo|te devo|me emprestou|emprestado|emprestada',
      steps: {
        en: [
          'send {person} what you can today, and agree with them how much follows each payday until it is paid back',
          'set up a standing order for that amount for the day after payday, and tell {person} when the last one lands',
        ],
        es: [
          'mándale hoy a {person} lo que puedas y acordad cuánto le darás cada día de cobro hasta devolverlo todo',
          'programa una transferencia de esa cantidad para el día después de cobrar, y avisa a {person} cuando llegue la última',
        ],
        pt: [
          'mande hoje para {person} o que puder e combinem quanto vai pagar a cada salário até quitar tudo',
          'agende um Pix ou uma transferência desse valor para o dia seguinte ao salário, e avise {person} quando cair o último',
        ],
      },
    },
  ],
  // Buying on impulse: what makes buying easy goes first, then a wait before anything unplanned.
  budget: [
    {
      terms:
        'impulse buy*|impulse purchas*|impulse spend*|impulse shop*|impulsive buy*|impulsive spend*|buying on impulse|retail therapy|online shopping|compras compulsivas|compras por impulso|impulskauf*|achats compulsifs|achats impulsifs|compras por impulso',
      steps: {
        en: [
          'delete your saved card details from the shopping apps and sites you use most, and unsubscribe from their sale emails',
          'for anything you did not plan to buy, leave it in the basket for 48 hours and buy it only if you still want it then',
        ],
      },
    },
  ],
  taxReturn: [
    {
      // Brazil's income tax return is filed with the Receita's own program, from income statements.
      terms: 'imposto de renda|irpf|receita federal|declarar o ir',
      steps: {
        pt: [
          'junte numa pasta os informes de rendimentos do trabalho e do banco, os recibos de saúde e educação e o recibo da declaração do ano passado',
          'entre no Meu Imposto de Renda pelo gov.br ou no programa do IRPF, importe a declaração pré-preenchida, confira ficha por ficha, envie e guarde o recibo',
        ],
      },
    },
    {
      // A VAT return is the period's sales and purchases, never payslips.
      terms: 'vat*|gst|sales tax|iva|declaracion trimestral|umsatzsteuer*|vorsteuer|tva|declaracao do iva',
      steps: {
        en: [
          'export the period’s sales and purchase invoices from your books, and check every receipt with VAT on it is in',
          'reconcile the VAT you charged and paid, fill in the return’s boxes in your software or the tax portal, and pay or schedule what is due before the deadline',
        ],
        es: [
          'saca del programa las facturas emitidas y recibidas del trimestre y comprueba que está cada factura con IVA',
          'cuadra el IVA repercutido y el soportado, rellena el modelo en el programa o en la sede de Hacienda y paga o domicilia lo que salga antes del plazo',
        ],
        de: [
          'exportier die Ausgangs- und Eingangsrechnungen des Zeitraums aus deiner Buchhaltung und prüf, ob jeder Beleg mit Vorsteuer dabei ist',
          'stimm Umsatzsteuer und Vorsteuer ab, füll die Anmeldung in der Software oder bei ELSTER aus und zahl oder plan die Zahllast vor der Frist ein',
        ],
        fr: [
          'exporte de ta compta les factures de ventes et d’achats de la période et vérifie que chaque justificatif avec TVA y est',
          'rapproche la TVA collectée et la TVA déductible, remplis la déclaration dans ton logiciel ou sur impots.gouv et paie ou programme le montant avant l’échéance',
        ],
        pt: [
          'exporte da contabilidade as faturas de vendas e de compras do período e confirme que está cada fatura com IVA',
          'confira o IVA liquidado e o dedutível, preencha a declaração no programa ou no Portal das Finanças e pague ou agende o valor antes do prazo',
        ],
      },
    },
  ],
  // The stage of learning to drive: a practical test ahead gets mock tests and the weakest
  // manoeuvre; the theory test gets mock questions and hazard clips, not lessons in a car.
  drivingTest: [
    {
      terms:
        'driving test|practical*|mock test|retake|resit|test date|fahrprufung|praktische*|prufungsfahrt|examen practico|practico|examen de conducir|examen de conduccion|examen pratique|pratique|epreuve pratique|exame pratico|pratico|prova pratica|exame de conducao',
      steps: {
        en: [
          'book two lessons with your instructor before the test, one of them a full mock test on the test routes',
          'practise the manoeuvre you are weakest at, parking first, and drive the roads around the test centre once',
        ],
        es: [
          'reserva dos clases antes del examen, una de ellas un simulacro completo por las rutas del examen',
          'practica la maniobra que peor llevas, primero aparcar, y recorre una vez las calles de la zona del examen',
        ],
        de: [
          'buch vor der Prüfung zwei Fahrstunden, eine davon als komplette Probeprüfung auf den Prüfungsstrecken',
          'üb das Manöver, das dir am schwersten fällt, zuerst Einparken, und fahr einmal die Straßen rund um die Prüfstelle ab',
        ],
        fr: [
          'réserve deux heures avant l’examen, dont un examen blanc complet sur les parcours de l’examen',
          'travaille la manœuvre la plus difficile pour toi, le créneau d’abord, et roule une fois dans le quartier du centre d’examen',
        ],
        pt: [
          'marque duas aulas antes do exame, uma delas um exame simulado completo nos percursos do exame',
          'treine a manobra que mais lhe custa, o estacionamento primeiro, e conduza uma vez pelas ruas à volta do centro de exames',
        ],
      },
    },
    {
      terms:
        'theory|hazard perception|highway code|teorico|teorica|teoria|dgt|theorie*|fuhrerscheintheorie|theoretische*|code|code de la route|exame de codigo|codigo|legislacao',
      steps: {
        en: [
          'do one full mock theory test online and write down the topics you dropped marks on',
          'watch and score ten hazard-perception clips, then revise your weakest topic for 20 minutes',
        ],
        es: [
          'haz un test teórico completo en línea y apunta los temas en los que fallaste',
          'repasa 20 minutos el tema que peor llevas (señales, prioridades o distancias) y haz otro test al final',
        ],
        de: [
          'mach einen kompletten Theorie-Übungsbogen online und schreib auf, bei welchen Themen du Fehlerpunkte hattest',
          'üb 20 Minuten das schwächste Thema (Vorfahrt, Verkehrszeichen, Abstände) und mach am Ende noch einen Bogen',
        ],
        fr: [
          'fais une série complète de code en ligne et note les thèmes où tu as perdu des points',
          'révise 20 minutes ton thème le plus faible (priorités, signalisation, distances) et refais une série à la fin',
        ],
        pt: [
          'faça um simulado completo do exame de código online e anote os temas em que errou',
          'reveja 20 minutos o tema mais fraco (sinais, prioridades, distâncias) e faça outro simulado no fim',
        ],
      },
    },
  ],
  // Nights away for work: the meals travel in a cool bag or the cab's fridge, and the stops are chosen ahead.
  mealPrep: [
    {
      terms: ROAD_FOOD_TERMS,
      when: 'onTheRoad',
      steps: {
        en: [
          'before your next trip, cook two meals to take in containers, and pack a cool bag or the cab fridge with fruit, yoghurt, nuts and water',
          'on the road, pick the service stations or stops with a proper hot meal ahead of time, and eat at set times rather than from the snack shelf',
        ],
        es: [
          'antes de la próxima ruta, prepara dos comidas en tuppers y llena la nevera portátil o la de la cabina con fruta, yogur, frutos secos y agua',
          'en carretera, elige antes las áreas de servicio o paradas con menú de plato caliente y come a horas fijas, no de la estantería de snacks',
        ],
        de: [
          'koch vor der nächsten Tour zwei Mahlzeiten in Dosen vor und pack Kühlbox oder Kühlschrank im Fahrerhaus mit Obst, Joghurt, Nüssen und Wasser',
          'such unterwegs vorher die Raststätten oder Autohöfe mit richtigem warmem Essen aus und iss zu festen Zeiten statt aus dem Snackregal',
        ],
        fr: [
          'avant ton prochain départ, prépare deux repas en boîtes et remplis la glacière ou le frigo de la cabine de fruits, yaourts, noix et eau',
          'sur la route, choisis à l’avance les aires ou les relais routiers qui servent un vrai plat chaud, et mange à heures fixes plutôt qu’au rayon snacks',
        ],
        pt: [
          'antes da próxima viagem, prepare duas refeições em marmitas e encha a geladeira portátil ou a da cabine com fruta, iogurte, castanhas e água',
          'na estrada, escolha antes os postos ou paradas com refeição quente de verdade e coma em horários fixos, não na prateleira de salgadinhos',
        ],
      },
    },
    {
      // Lunch bought out every day ('stop buying lunch out', 'no more meal deals'): a box packed the night before.
      terms:
        'lunch|lunches|lunch out|packed lunch*|lunchbox*|lunch box*|meal deal*|almuerzo*|comida del trabajo|tupper*|mittagessen|mittag|brotdose|dejeuner*|gamelle|almoco|marmita*',
      steps: {
        en: [
          'cook one extra portion at dinner tonight and pack it in a box for tomorrow’s lunch, with a piece of fruit',
          'on Sunday, make three lunches for the week (a grain, a protein, some veg), and note what each one saved you against buying',
        ],
        es: [
          'haz una ración de más en la cena de hoy y guárdala en un tupper para el almuerzo de mañana, con una pieza de fruta',
          'el domingo, prepara tres almuerzos para la semana (un cereal, una proteína, verdura) y apunta lo que te ahorra cada uno frente a comprarlo',
        ],
        de: [
          'koch heute Abend eine Portion mehr und pack sie mit einem Stück Obst in eine Dose fürs Mittagessen morgen',
          'bereite am Sonntag drei Mittagessen für die Woche vor (Getreide, Eiweiß, Gemüse) und notier, was jedes gegenüber dem Kaufen spart',
        ],
        fr: [
          'fais une portion de plus au dîner ce soir et mets-la dans une boîte pour le déjeuner de demain, avec un fruit',
          'le dimanche, prépare trois déjeuners pour la semaine (une céréale, une protéine, des légumes) et note ce que chacun t’économise par rapport à l’acheter',
        ],
        pt: [
          'faça uma porção a mais no jantar de hoje e guarde numa marmita para o almoço de amanhã, com uma fruta',
          'no domingo, prepare três almoços para a semana (um cereal, uma proteína, legumes) e anote quanto cada um poupa em relação a comprar',
        ],
      },
    },
  ],
  // A cage, hutch, tank or litter tray is cleaned, not dosed.
  petCare: [
    {
      terms:
        'cage|hutch|litter tray|litter box|fish tank|aquarium|katzenklo|kafig|kaninchenstall|litiere|clapier|arenero|jaula|pecera|acuario|caixa de areia|gaiola|aquario',
      steps: {
        en: [
          'put the animal somewhere safe, and get fresh bedding, litter or treated water, a bin bag, gloves and pet-safe cleaner ready',
          'empty {thing}, wash and dry it, refill it with the fresh bedding, litter or water, and put the date in your calendar for the next clean',
        ],
        es: [
          'pon al animal en un sitio seguro y prepara lecho, arena o agua tratada nuevos, una bolsa de basura, guantes y un limpiador apto para mascotas',
          'vacíalo, lávalo y sécalo, vuelve a llenarlo con el lecho, la arena o el agua nuevos y apunta en el calendario la próxima limpieza',
        ],
        de: [
          'setz das Tier an einen sicheren Ort und leg frische Einstreu, Streu oder aufbereitetes Wasser, einen Müllbeutel, Handschuhe und einen tierfreundlichen Reiniger bereit',
          'leer alles aus, wasch und trockne es, füll frische Einstreu, Streu oder Wasser ein und trag die nächste Reinigung in den Kalender ein',
        ],
        fr: [
          'mets l’animal en sécurité et prépare une litière ou de l’eau traitée neuve, un sac poubelle, des gants et un nettoyant sans danger pour les animaux',
          'vide tout, lave et sèche, remets la litière ou l’eau neuve et note la date du prochain nettoyage dans ton calendrier',
        ],
        pt: [
          'ponha o animal num lugar seguro e separe forração, areia ou água tratada novas, um saco de lixo, luvas e um produto de limpeza próprio para animais',
          'esvazie, lave e seque, encha de novo com a forração, a areia ou a água novas e anote no calendário a próxima limpeza',
        ],
      },
    },
  ],
  // Drums are not tuned and have no chords: a beat, slowly, to a metronome.
  instrument: [
    {
      terms: 'drum|drums|drum kit|bateria|schlagzeug|batterie',
      steps: {
        en: [
          'set a metronome at 60 and play one basic rock beat (kick, snare, hi-hat) slowly for ten minutes, on a kit or a practice pad',
          'play the beat along with one simple song, then record yourself once and listen for where you rush',
        ],
        es: [
          'pon el metrónomo a 60 y toca un ritmo básico de rock (bombo, caja, charles) despacio durante diez minutos, en la batería o en un pad de práctica',
          'toca el ritmo sobre una canción sencilla, grábate una vez y escucha dónde te aceleras',
        ],
        de: [
          'stell das Metronom auf 60 und spiel zehn Minuten langsam einen einfachen Rockbeat (Bassdrum, Snare, Hi-Hat), am Set oder auf einem Übungspad',
          'spiel den Beat zu einem einfachen Lied, nimm dich einmal auf und hör, wo du schneller wirst',
        ],
        fr: [
          'règle le métronome à 60 et joue lentement un rythme rock simple (grosse caisse, caisse claire, charleston) pendant dix minutes, sur la batterie ou un pad',
          'joue le rythme sur une chanson simple, enregistre-toi une fois et écoute où tu accélères',
        ],
        pt: [
          'ponha o metrónomo/metrônomo em 60 e toque devagar uma batida de rock simples (bumbo, caixa, chimbal) durante dez minutos, na bateria ou num pad de estudo',
          'toque a batida com uma música simples, grave-se uma vez e ouça onde acelera',
        ],
      },
    },
  ],
  // Stretching is held, not counted in reps.
  physio: [
    {
      terms: 'stretch*|flexib*|loosen up',
      steps: {
        en: [
          'on the floor or a mat, do a gentle routine of three stretches held 30 seconds each (calves against a wall, hamstrings, hips), breathing out slowly into each',
          'add a neck and a lower-back stretch once that feels easy, and leave the mat out where you will see it',
        ],
      },
    },
  ],
  // Presents on a small income: a sum per person, cheap or homemade, spread over the weeks.
  gift: [
    ...(['budgetCap', 'budget'] as const).map((when) => ({
      terms: 'gift*|present*|something|christmas|xmas|birthday*|stocking*',
      when,
      steps: {
        en: [
          'write each name with a sum per person you can manage and one cheap or homemade idea each',
          'put a little aside each week until then and buy one present at a time, from sales, charity shops or second-hand',
        ] as const,
      },
    })),
  ],
  // A holiday meal hosted at home: the menu becomes a shopping list and a timeline.
  party: [
    {
      terms: 'street party|street parties|block party|road closure|street fair|jubilee party|coronation party',
      steps: {
        en: [
          'apply to the council for a road closure (many ask 6 to 8 weeks ahead) and knock on or leaflet every door in the street to set the date and ask who will help',
          'share the jobs on a list (tables and chairs, bunting, food to share, games for the kids, bin bags), and agree a rain plan and who clears up',
        ],
      },
    },
    {
      terms:
        'thanksgiving|friendsgiving|christmas dinner|christmas lunch|xmas dinner|xmas lunch|easter lunch|easter dinner|seder|hosting',
      steps: {
        en: [
          'write the menu for everyone coming and turn it into one shopping list, marking what can be made ahead',
          'write a timeline back from the meal (when to shop and defrost, what to prep each day) and count chairs, plates and glasses now',
        ],
      },
    },
  ],
  doctor: [
    {
      // A mole, a rash or a lump: what it looks like and what changed is what the doctor needs.
      terms:
        'mole|moles|rash|lump|cyst|wart|verruca|skin check|lunar|lunares|sarpullido|bulto|verruga|muttermal|leberfleck|ausschlag|warze|grain de beaute|eruption|kyste|verrue|sinal na pele|pinta na pele|caroco|nodulo',
      steps: {
        en: [
          'take a clear photo of {thing} today next to a coin or a ruler, and write down what has changed (size, colour, edges, itching or bleeding) and since when',
          'book a GP appointment (or a skin check at a pharmacy or a dermatologist), and show them the photos and your notes',
        ],
        es: [
          'hazle hoy una foto nítida junto a una moneda o una regla, y apunta qué ha cambiado (tamaño, color, bordes, picor o sangrado) y desde cuándo',
          'pide cita con tu médico de cabecera (o con un dermatólogo) y enséñale las fotos y tus notas',
        ],
        de: [
          'mach heute ein scharfes Foto davon neben einer Münze oder einem Lineal und schreib auf, was sich verändert hat (Größe, Farbe, Ränder, Jucken oder Bluten) und seit wann',
          'mach einen Termin beim Hausarzt oder Hautarzt (Hautkrebs-Screening) und zeig dort die Fotos und deine Notizen',
        ],
        fr: [
          'prends-en aujourd’hui une photo nette à côté d’une pièce ou d’une règle, et note ce qui a changé (taille, couleur, bords, démangeaisons ou saignement) et depuis quand',
          'prends rendez-vous chez ton médecin traitant (ou un dermatologue) et montre-lui les photos et tes notes',
        ],
        pt: [
          'tire hoje uma foto nítida ao lado de uma moeda ou de uma régua, e anote o que mudou (tamanho, cor, bordas, comichão ou sangramento) e desde quando',
          'marque consulta com o médico de família (ou um dermatologista) e mostre as fotos e as suas notas',
        ],
      },
    },
    {
      terms: 'dentist|toothache|tooth|teeth|root canal|crown|filling*|dental*|dentures|hygienist|orthodont*|wisdom',
      steps: {
        en: [
          'ring the dental practice when it opens, say what happened (a crown or filling out, a broken tooth, pain) and ask for the first slot, or an emergency one if it hurts',
          'until then keep the spot clean, chew on the other side, and ask a pharmacy for temporary dental cement if an edge is sharp',
        ],
      },
    },
  ],
  // Orders taken online for a small business: what is sold, at what price, how it is paid and handed over.
  shop: [
    {
      terms:
        'online order*|orders online|order online|take orders|taking orders|online booking*|bookings online|click and collect|click & collect|pre-order*|preorder*|order form',
      steps: {
        en: [
          'list what you will sell online first: each product with a photo, a price, and whether people collect it or you deliver',
          'pick one platform (a shop on your website, Square, Shopify or a simple order form), set up card payments and collection or delivery slots, then place a test order yourself',
        ],
      },
    },
  ],
  workTool: [
    {
      terms: 'till|tills|cash register|pos|epos|checkout|card machine',
      steps: {
        en: [
          'ask your manager for a 15-minute walkthrough of {thing} on a quiet shift, and write on a card how to do a sale, a card payment, a refund, a void and cashing up',
          'practise each transaction in training mode or with a colleague watching until you can do it without the card, and ask about discounts and codes before the busy days',
        ],
      },
    },
  ],
  livestock: [
    {
      terms: 'drench*|worm*|dose*|dosing',
      steps: {
        en: [
          'read the wormer’s label for the dose by weight and the withholding period, and weigh a few of the heaviest so you dose to the heaviest',
          'pen {thing} in the yard, check the drench gun gives the right dose into a measuring cup, dose each one and write down the product, batch and date',
        ],
      },
    },
  ],
  homeMaintenance: [
    PUNCTURE,
    {
      terms: 'felt|roofing felt|shed roof|shed roofs|refelt*|re-felt*|felting|roof felt',
      steps: {
        en: [
          'on a dry day, measure the shed roof (length, width and overhang), buy roofing felt with felt nails and adhesive, and strip the torn felt and old nails off',
          'replace any soft boards, lay the felt from the bottom edge up with each strip overlapping the one below, nail it every 5 cm along the edges, and fit the ridge piece last',
        ],
      },
    },
    {
      terms: 'pressure wash*|pressure-wash*|jet wash*|jetwash*|power wash*|patio|driveway|paving|decking',
      steps: {
        en: [
          'sweep the patio or path, pull the weeds from the joints, move the pots off, and check the forecast for a dry day',
          'pressure wash with the fan nozzle at an angle, working away from the house and the doors, then brush kiln-dried sand back into the joints once it is dry',
        ],
      },
    },
    // A blocked sink or drain: hot water and a plunger first, then the trap under it opened.
    {
      terms:
        'unblock*|unclog*|blocked|clogged|plughole|u-bend|desatascar|atascad*|atasco|verstopf*|deboucher|bouche|bouchee|engorge*|desentupir|entupid*',
      steps: {
        en: [
          'bail out the standing water, pour a kettle of hot water with washing-up liquid down {thing}, wait 10 minutes, then plunge hard with the overflow covered by a wet cloth',
          'if it is still slow, put a bucket under the U-bend, unscrew it, clear out what is stuck, screw it back hand-tight and run the hot tap for a minute',
        ],
        es: [
          'saca el agua estancada, echa por el desagüe una olla de agua caliente con lavavajillas, espera 10 minutos y luego usa el desatascador con fuerza, tapando el rebosadero con un trapo mojado',
          'si sigue lento, pon un cubo debajo del sifón, desenróscalo, límpialo, vuelve a enroscarlo a mano y deja correr el agua caliente un minuto',
        ],
        de: [
          'schöpf das stehende Wasser ab, gieß einen Topf heißes Wasser mit Spülmittel in den Abfluss, wart 10 Minuten und pümpel dann kräftig, den Überlauf mit einem nassen Lappen zugehalten',
          'wenn es noch langsam läuft, stell einen Eimer unter den Siphon, schraub ihn ab, mach ihn sauber, schraub ihn handfest wieder an und lass eine Minute heißes Wasser laufen',
        ],
        fr: [
          'enlève l’eau stagnante, verse dans {thing} une casserole d’eau chaude avec du liquide vaisselle, attends 10 minutes, puis donne de grands coups de ventouse en bouchant le trop-plein avec un chiffon mouillé',
          'si ça coule encore mal, mets un seau sous le siphon, dévisse-le, nettoie-le, revisse-le à la main et fais couler l’eau chaude une minute',
        ],
        pt: [
          'tire a água parada, despeje pelo ralo uma panela de água quente com detergente, espere 10 minutos e depois use o desentupidor com força, tapando o ladrão com um pano molhado',
          'se continuar lento, ponha um balde debaixo do sifão, desenrosque-o, limpe-o, volte a enroscar à mão e deixe correr água quente um minuto',
        ],
      },
    },
    {
      terms:
        'bike*|bicycle*|cycle|ebike|e-bike|scooter|tyre*|tire*|chain|puncture|inner tube|bici|bicis|bicicleta*|patinete*|pinchazo|rueda pinchada|cadena de la bici|fahrrad*|velo|rennrad|mountainbike|platten|fahrradkette|fahrradschlauch|schlauch|bicyclette*|vtt|trottinette*|crevaison|chambre a air|chaine du velo|bike|bikes|magrela|pneu furado|corrente da bicicleta|camara de ar',
      steps: BIKE_CHECK_STEPS,
    },
    {
      terms:
        'gutter*|downpipe*|roof|chimney|skylight*|fascia*|soffit*|canalon*|canaleta*|bajante*|tejado|dachrinne*|regenrinne*|fallrohr*|dachrinnen|gouttiere*|cheneau*|descente d eau|toiture|calha*|caleira*|algeroz*|telhado',
      steps: {
        en: [
          'pick a dry, calm day from the forecast and line up a steady ladder, gloves, a bucket or bags, and someone to hold the ladder',
          'scoop the leaves and moss out of {thing}, moving the ladder rather than leaning out, then run a hose down the downpipe to check it drains',
        ],
        es: [
          'elige en la previsión un día seco y sin viento, y prepara una escalera firme, guantes, un cubo o bolsas y a alguien que sujete la escalera',
          'saca a mano las hojas y el musgo del canalón moviendo la escalera en vez de estirarte, y luego echa agua con la manguera por la bajante para ver que desagua',
        ],
        de: [
          'such dir im Wetterbericht einen trockenen, windstillen Tag aus und leg eine standfeste Leiter, Handschuhe, einen Eimer oder Säcke bereit, dazu jemanden, der die Leiter hält',
          'hol Laub und Moos aus der Rinne und stell lieber die Leiter um, statt dich hinauszulehnen; dann lass Wasser mit dem Schlauch ins Fallrohr laufen und schau, ob es abfließt',
        ],
        fr: [
          'choisis dans la météo un jour sec et sans vent, et prépare une échelle stable, des gants, un seau ou des sacs et quelqu’un pour tenir l’échelle',
          'retire les feuilles et la mousse de la gouttière en déplaçant l’échelle plutôt qu’en te penchant, puis fais couler le tuyau d’arrosage dans la descente pour vérifier que ça s’écoule',
        ],
        pt: [
          'escolha na previsão um dia seco e sem vento, e separe uma escada firme, luvas, um balde ou sacos e alguém para segurar a escada',
          'tire as folhas e o musgo da calha mudando a escada de lugar em vez de se esticar, e depois passe água com a mangueira pelo tubo de descida para ver se escoa',
        ],
      },
    },
    {
      terms:
        'defrost*|freezer*|ice box|descongelar|congelador*|arcon congelador|abtauen|gefrierschrank*|gefriertruhe*|eisfach|tiefkuhltruhe*|degivrer|degivrage|congelateur*|congelo|freezer*|arca congeladora',
      steps: {
        en: [
          'switch off {thing}, move the food to a cool box or a neighbour’s freezer, and put towels and a tray underneath',
          'leave the door open with a bowl of hot water inside, lift off loose ice with a plastic scraper, then dry it and switch it back on',
        ],
        es: [
          'apaga el congelador, pasa la comida a una nevera portátil o al congelador de un vecino, y pon toallas y una bandeja debajo',
          'deja la puerta abierta con un bol de agua caliente dentro, quita el hielo suelto con una rasqueta de plástico, sécalo y vuelve a encenderlo',
        ],
        de: [
          'schalte das Gerät aus, pack das Gefriergut in eine Kühlbox oder ins Gefrierfach der Nachbarn und leg Handtücher und eine Wanne darunter',
          'lass die Tür offen, stell eine Schüssel heißes Wasser hinein, löse das lockere Eis mit einem Kunststoffschaber, wisch alles trocken und schalte es wieder ein',
        ],
        fr: [
          'éteins le congélateur, mets la nourriture dans une glacière ou chez un voisin, et place des serviettes et un plateau dessous',
          'laisse la porte ouverte avec un bol d’eau chaude à l’intérieur, enlève la glace qui se détache avec une raclette en plastique, sèche et rallume-le',
        ],
        pt: [
          'desligue o congelador, passe a comida para uma caixa térmica ou para o congelador de um vizinho, e ponha toalhas e um tabuleiro por baixo',
          'deixe a porta aberta com uma tigela de água quente lá dentro, tire o gelo solto com uma espátula de plástico, seque e volte a ligá-lo',
        ],
      },
    },
    {
      terms:
        'radiator*|boiler pressure|radiador*|presion de la caldera|heizkorper*|heizung entluften|kesseldruck|radiateur*|pression de la chaudiere|pressao da caldeira',
      steps: {
        en: [
          'with the heating off and cold, hold a cloth under the bleed valve of {thing} and open it a quarter turn with a radiator key until water comes, then close it',
          'check the boiler’s pressure gauge, top it up to about 1.5 bar if it dropped, and turn the heating back on to feel each radiator warm to the top',
        ],
        es: [
          'con la calefacción apagada y fría, pon un trapo bajo la válvula de purga del radiador y ábrela un cuarto de vuelta con la llave de purga hasta que salga agua; luego ciérrala',
          'mira el manómetro de la caldera, súbela a 1,5 bar más o menos si ha bajado, y enciende la calefacción para notar cada radiador caliente hasta arriba',
        ],
        de: [
          'halt bei ausgeschalteter, kalter Heizung einen Lappen unter das Entlüftungsventil und öffne es mit dem Entlüftungsschlüssel eine Vierteldrehung, bis Wasser kommt; dann schließ es wieder',
          'schau auf das Manometer der Heizung, füll auf etwa 1,5 bar nach, falls der Druck gefallen ist, und dreh die Heizung wieder auf, bis jeder Heizkörper oben warm wird',
        ],
        fr: [
          'chauffage éteint et froid, tiens un chiffon sous la vis de purge du radiateur et ouvre-la d’un quart de tour avec une clé de purge jusqu’à ce que l’eau sorte, puis referme',
          'regarde le manomètre de la chaudière, remets environ 1,5 bar si la pression a baissé, et rallume le chauffage pour sentir chaque radiateur chaud jusqu’en haut',
        ],
        pt: [
          'com o aquecimento desligado e frio, segure um pano debaixo da válvula de purga do radiador e abra-a um quarto de volta com a chave de purga até sair água; depois feche',
          'veja o manómetro da caldeira, reponha cerca de 1,5 bar se a pressão baixou, e ligue o aquecimento para sentir cada radiador quente até em cima',
        ],
      },
    },
    {
      terms:
        'kettle*|iron|steam iron|coffee machine*|coffee maker*|espresso machine*|dishwasher*|washing machine*|washer|dryer|fridge*|oven*|microwave*|shower head*|showerhead*|taps|hervidor*|tetera|plancha|cafetera*|lavavajillas|lavaplatos|lavadora*|secadora*|nevera*|frigorifico*|frigo|horno*|microondas|alcachofa de la ducha|grifo*|wasserkocher*|bugeleisen|dampfbugeleisen|kaffeemaschine*|kaffeevollautomat*|siebtrager*|spulmaschine*|geschirrspuler*|waschmaschine*|trockner*|kuhlschrank*|backofen*|mikrowelle*|duschkopf*|brausekopf*|wasserhahn*|bouilloire*|fer a repasser|cafetiere*|machine a cafe|lave-vaisselle|lave vaisselle|lave-linge|lave linge|machine a laver|seche-linge|seche linge|refrigerateur*|micro-onde*|micro onde*|pommeau de douche|robinet*|chaleira*|ferro de passar|cafeteira*|maquina de cafe|maquina de lavar|lava-louca*|lava louca*|lava-loica*|lava loica*|geladeira*|forno*|micro-ondas|chuveiro*|torneira*',
      steps: {
        en: [
          'look up in the manual of {thing} how it wants cleaning or descaling, unplug it or switch it off, and get what it takes (descaler or citric acid, a cloth, a bowl)',
          'do it, rinse or run it empty once with clean water, and put a reminder in your calendar for when it is due again',
        ],
        es: [
          'mira en el manual del aparato cómo se limpia o se descalcifica, desenchúfalo o apágalo y ten a mano lo que pide (descalcificador o ácido cítrico, un trapo, un bol)',
          'hazlo, acláralo o ponlo en marcha una vez vacío con agua limpia, y pon un recordatorio en el calendario para la próxima vez',
        ],
        de: [
          'schau in der Anleitung des Geräts nach, wie es gereinigt oder entkalkt werden will, zieh den Stecker oder schalte es aus und besorg, was es braucht (Entkalker oder Zitronensäure, einen Lappen, eine Schüssel)',
          'mach es, spül nach oder lass es einmal leer mit klarem Wasser laufen, und trag dir im Kalender ein, wann es wieder fällig ist',
        ],
        fr: [
          'regarde dans la notice de l’appareil comment le nettoyer ou le détartrer, débranche-le ou éteins-le et prépare ce qu’il faut (détartrant ou acide citrique, un chiffon, un bol)',
          'fais-le, rince ou fais-le tourner une fois à vide avec de l’eau propre, et mets un rappel dans ton agenda pour la prochaine fois',
        ],
        pt: [
          'veja no manual do aparelho como se limpa ou se tira o calcário, desligue-o da tomada e separe o que ele pede (descalcificante ou ácido cítrico, um pano, uma tigela)',
          'faça-o, enxague ou ponha-o a funcionar uma vez vazio com água limpa, e ponha um lembrete na agenda para a próxima vez',
        ],
      },
    },
  ],
  cleaning: [
    // Pans and oven trays are soaked and scrubbed at the sink.
    {
      terms:
        'grill pan*|frying pan*|saucepan*|pan|pans|pots|roasting tin*|baking tray*|oven tray*|sarten*|olla*|cazo*|cazuela*|bandeja del horno|pfanne*|topf|topfe|backblech*|poele*|casserole*|plaque du four|frigideira*|panela*|tacho*|assadeira*|tabuleiro do forno',
      steps: {
        en: [
          'scrape out what comes off, then soak {thing} in hot water with washing-up liquid and a spoonful of bicarbonate of soda for half an hour',
          'scrub the burnt bits with the rough side of a sponge or a paste of bicarbonate and a little water, rinse, and dry it straight away',
        ],
        es: [
          'rasca lo que se suelte y deja en remojo {thing} con agua caliente, lavavajillas y una cucharada de bicarbonato media hora',
          'frota lo quemado con el lado áspero del estropajo o una pasta de bicarbonato con un poco de agua, aclara y sécalo enseguida',
        ],
        de: [
          'kratz ab, was sich löst, und weich {thing} eine halbe Stunde in heißem Wasser mit Spülmittel und einem Löffel Natron ein',
          'schrubb das Eingebrannte mit der rauen Seite vom Schwamm oder einer Paste aus Natron und etwas Wasser, spül nach und trockne es gleich ab',
        ],
        fr: [
          'gratte ce qui part, puis fais tremper {thing} une demi-heure dans l’eau chaude avec du liquide vaisselle et une cuillère de bicarbonate',
          'frotte le brûlé avec le côté grattoir de l’éponge ou une pâte de bicarbonate et un peu d’eau, rince et sèche tout de suite',
        ],
        pt: [
          'raspe o que sair e deixe {thing} de molho meia hora em água quente com detergente e uma colher de bicarbonato',
          'esfregue o queimado com o lado áspero da esponja ou uma pasta de bicarbonato com um pouco de água, enxague e seque logo',
        ],
      },
    },
    // A barbecue is burnt off and brushed outdoors, not soaked like an oven.
    {
      terms: 'bbq|barbecue|barbeuc|barbie|grill|parrilla|barbacoa|grelha*|churrasqueira|churrasco',
      steps: {
        en: [
          'light the barbecue for 15 minutes with the lid down to burn the grease off, then scrub the grill bars with a wire brush while they are still warm',
          'once it is cold, empty the ash or the grease tray, wipe the bars with a little oil on kitchen paper so they do not rust, and wash the lid and the outside with hot soapy water',
        ],
        es: [
          'enciende la barbacoa 15 minutos con la tapa cerrada para quemar la grasa y frota la parrilla con un cepillo de alambre mientras aún está caliente',
          'cuando se enfríe, vacía la ceniza o la bandeja de grasa, pasa por la parrilla papel de cocina con un poco de aceite para que no se oxide y lava la tapa y el exterior con agua caliente y jabón',
        ],
        de: [
          'heiz den Grill 15 Minuten mit geschlossenem Deckel an, damit das Fett verbrennt, und bürste den Rost mit einer Drahtbürste ab, solange er noch warm ist',
          'wenn er kalt ist, leer die Asche oder die Fettschale, reib den Rost mit etwas Öl auf Küchenpapier ein, damit er nicht rostet, und wasch Deckel und Außenseite mit heißem Spülwasser',
        ],
        fr: [
          'allume le barbecue 15 minutes couvercle fermé pour brûler la graisse, puis frotte la grille avec une brosse métallique tant qu’elle est encore chaude',
          'une fois froid, vide les cendres ou le bac à graisse, passe sur la grille un essuie-tout avec un peu d’huile pour qu’elle ne rouille pas, et lave le couvercle et l’extérieur à l’eau chaude savonneuse',
        ],
        pt: [
          'acenda a churrasqueira 15 minutos com a tampa fechada para queimar a gordura e esfregue a grelha com uma escova de arame enquanto ainda está quente',
          'quando arrefecer, despeje a cinza ou o tabuleiro da gordura, passe na grelha papel de cozinha com um pouco de óleo para não enferrujar e lave a tampa e o exterior com água quente e detergente',
        ],
      },
    },
    {
      terms:
        'oven*|hob|horno*|vitroceramica|vitro|fogones|backofen*|ofen|herd|ceranfeld|kochfeld|four|plaques de cuisson|plaque de cuisson|gaziniere|forno*|fogao|placa do fogao',
      steps: {
        en: [
          'take out the racks and trays of {thing} to soak in hot soapy water, and spread a paste of bicarbonate and water (or oven cleaner, with gloves) on the inside',
          'after an hour or overnight, wipe the paste off with a damp cloth and a scraper, scrub the racks and put everything back',
        ],
        es: [
          'saca las rejillas y bandejas del horno a remojo en agua caliente con jabón, y extiende por dentro una pasta de bicarbonato y agua (o limpiahornos, con guantes)',
          'al cabo de una hora o a la mañana siguiente, retira la pasta con un trapo húmedo y una rasqueta, friega las rejillas y vuelve a colocarlo todo',
        ],
        de: [
          'nimm Roste und Bleche heraus und weich sie in heißem Spülwasser ein, und streich innen eine Paste aus Natron und Wasser auf (oder Backofenreiniger, mit Handschuhen)',
          'wisch die Paste nach einer Stunde oder über Nacht mit einem feuchten Lappen und einem Schaber ab, schrubb die Roste und räum alles wieder ein',
        ],
        fr: [
          'sors les grilles et les plaques à tremper dans de l’eau chaude savonneuse, et étale à l’intérieur une pâte de bicarbonate et d’eau (ou un nettoyant four, avec des gants)',
          'au bout d’une heure ou le lendemain, enlève la pâte avec un chiffon humide et un grattoir, frotte les grilles et remets tout en place',
        ],
        pt: [
          'tire as grelhas e os tabuleiros para pôr de molho em água quente com detergente, e espalhe por dentro uma pasta de bicarbonato e água (ou limpa-fornos, com luvas)',
          'depois de uma hora ou no dia seguinte, tire a pasta com um pano húmido e uma espátula, esfregue as grelhas e volte a pôr tudo no lugar',
        ],
      },
    },
    {
      terms:
        'fridge*|freezer*|nevera*|frigo*|frigorifico*|congelador*|kuhlschrank*|gefrierschrank*|refrigerateur*|congelateur*|geladeira*|frigobar',
      steps: {
        en: [
          'empty {thing} onto the counter, throw out what is past its date, and take the shelves and drawers out',
          'wash the shelves in warm soapy water, wipe the inside with bicarbonate and water, dry it and put back only what you will eat',
        ],
        es: [
          'vacía la nevera sobre la encimera, tira lo que esté caducado y saca las baldas y los cajones',
          'lava las baldas en agua tibia con jabón, pasa por dentro un trapo con bicarbonato y agua, sécala y vuelve a meter solo lo que te vas a comer',
        ],
        de: [
          'räum den Kühlschrank auf die Arbeitsplatte aus, wirf weg, was abgelaufen ist, und nimm die Fächer und Schubladen heraus',
          'wasch die Fächer in warmem Spülwasser, wisch innen mit Natron und Wasser aus, trockne alles und räum nur wieder ein, was ihr auch esst',
        ],
        fr: [
          'vide le frigo sur le plan de travail, jette ce qui est périmé et sors les clayettes et les bacs',
          'lave les clayettes à l’eau tiède savonneuse, passe l’intérieur au bicarbonate et à l’eau, sèche et ne remets que ce que tu vas manger',
        ],
        pt: [
          'esvazie o frigorífico/geladeira para a bancada, deite fora o que está fora do prazo e tire as prateleiras e gavetas',
          'lave as prateleiras em água morna com detergente, limpe o interior com bicarbonato e água, seque e volte a pôr só o que vai comer',
        ],
      },
    },
    {
      terms:
        'bathroom*|shower*|toilet*|loo|bath|en suite|ensuite|bano|banos|ducha*|inodoro|vater|water|bad|badezimmer|dusche*|klo|toilette*|wc|badewanne|gastebad|salle de bain*|salle d eau|douche*|chiottes|baignoire|banheiro*|casa de banho|sanita|banheira',
      steps: {
        en: [
          'spray {thing} top to bottom (shower, sink, toilet, bath) and leave it to work for ten minutes while you clear the surfaces',
          'scrub and rinse in the same order, wipe the mirror and taps dry, then mop the floor from the far corner to the door',
        ],
        es: [
          'rocía el baño de arriba abajo (ducha, lavabo, váter, bañera) y deja actuar el producto diez minutos mientras despejas las superficies',
          'frota y aclara en el mismo orden, seca el espejo y los grifos, y friega el suelo desde la esquina del fondo hacia la puerta',
        ],
        de: [
          'sprüh das Bad von oben nach unten ein (Dusche, Waschbecken, Klo, Wanne) und lass den Reiniger zehn Minuten wirken, während du die Ablagen frei räumst',
          'schrubb und spül in derselben Reihenfolge, wisch Spiegel und Armaturen trocken und wisch den Boden von der hinteren Ecke zur Tür',
        ],
        fr: [
          'vaporise la salle de bain de haut en bas (douche, lavabo, toilettes, baignoire) et laisse agir dix minutes pendant que tu dégages les surfaces',
          'frotte et rince dans le même ordre, essuie le miroir et les robinets, puis passe la serpillière du coin du fond vers la porte',
        ],
        pt: [
          'borrife a casa de banho/o banheiro de cima para baixo (chuveiro, lavatório, sanita/vaso, banheira) e deixe atuar dez minutos enquanto arruma as superfícies',
          'esfregue e enxague pela mesma ordem, seque o espelho e as torneiras, e passe o chão do canto do fundo até à porta',
        ],
      },
    },
    {
      terms:
        'window*|glass|conservatory|ventana*|cristales|vidrios|fenster|fensterscheibe*|scheiben|vitres|fenetre*|carreaux|baie vitree|janela*|vidros|vidraca*',
      steps: {
        en: [
          'fill a bucket with warm water and a little washing-up liquid, and get a squeegee, a cloth and an old towel for the sills',
          'wash {thing} top to bottom, squeegee in one stroke, dry the edges and wipe the frames and sills',
        ],
        es: [
          'llena un cubo con agua tibia y un chorrito de lavavajillas, y ten a mano una rasqueta de goma, un trapo y una toalla vieja para los alféizares',
          'lava los cristales de arriba abajo, pasa la rasqueta de una pasada, seca los bordes y limpia los marcos y los alféizares',
        ],
        de: [
          'füll einen Eimer mit warmem Wasser und etwas Spülmittel und leg einen Abzieher, einen Lappen und ein altes Handtuch für die Fensterbänke bereit',
          'wasch die Scheiben von oben nach unten, zieh sie in einem Zug ab, trockne die Ränder und wisch Rahmen und Fensterbänke',
        ],
        fr: [
          'remplis un seau d’eau tiède avec un peu de liquide vaisselle, et prépare une raclette, un chiffon et une vieille serviette pour les rebords',
          'lave les vitres de haut en bas, passe la raclette d’un seul geste, sèche les bords et essuie les cadres et les rebords',
        ],
        pt: [
          'encha um balde com água morna e um pouco de detergente da loiça, e separe um rodo de vidros, um pano e uma toalha velha para os parapeitos',
          'lave os vidros de cima para baixo, passe o rodo de uma vez, seque as bordas e limpe os caixilhos e os parapeitos',
        ],
      },
    },
  ],
  car: [
    // Reversing or parking is done with the car, not booked at a garage ('back the car into the garage').
    {
      terms:
        'back the car|back it in|back in|reverse*|reversing|parallel park*|reverse park*|parking practice|park the car|aparcar|estacionar|marcha atras|einparken|ruckwarts*|garer|creneau|marche arriere|estacionar|baliza|marcha a re|marcha-atras|marcha atras',
      steps: {
        en: [
          'clear the way in and set the mirrors, then put a marker where the car should stop (a tennis ball on a string, a strip of tape on the wall)',
          'go in slowly at walking pace, with someone to guide you the first few times, and practise it twice more while the drive is quiet',
        ],
        es: [
          'despeja la entrada y ajusta los retrovisores, y pon una marca donde debe parar el coche (una pelota colgada, una tira de cinta en la pared)',
          'entra despacio, a paso de persona, con alguien que te guíe las primeras veces, y repítelo dos veces más cuando no haya nadie',
        ],
        de: [
          'mach die Einfahrt frei und stell die Spiegel ein, und markier, wo das Auto halten soll (ein Tennisball an einer Schnur, ein Streifen Klebeband an der Wand)',
          'fahr im Schritttempo hinein, die ersten Male mit jemandem, der dich einweist, und üb es noch zweimal, solange niemand kommt',
        ],
        fr: [
          'dégage l’entrée et règle les rétroviseurs, puis mets un repère là où la voiture doit s’arrêter (une balle de tennis au bout d’une ficelle, un ruban adhésif au mur)',
          'entre doucement, au pas, avec quelqu’un pour te guider les premières fois, et refais-le deux fois quand c’est calme',
        ],
        pt: [
          'libere a entrada e ajuste os retrovisores, e ponha uma marca onde o carro deve parar (uma bola de tênis num fio, uma fita na parede)',
          'entre devagar, a passo de pessoa, com alguém a orientar nas primeiras vezes, e repita mais duas vezes com a rua calma',
        ],
      },
    },
    {
      terms:
        'wash*|valet*|hoover*|vacuum*|clean*|lavar|lavado|aspirar|limpiar|waschen|autowasche|saugen|aussaugen|putzen|sauber machen|laver|lavage|aspirer|nettoyer|lavagem|limpar',
      steps: {
        en: [
          'fill two buckets (one with car shampoo, one with clean water), and get a mitt, a hose or watering can and a dry towel',
          'rinse {thing}, wash top to bottom rinsing the mitt in the clean bucket, then dry it and hoover the mats and seats',
        ],
        es: [
          'llena dos cubos (uno con champú para coches y otro con agua limpia), y ten a mano una manopla, una manguera o una regadera y una toalla seca',
          'aclara el coche, lávalo de arriba abajo enjuagando la manopla en el cubo limpio, sécalo y aspira las alfombrillas y los asientos',
        ],
        de: [
          'füll zwei Eimer (einen mit Autoshampoo, einen mit klarem Wasser) und leg einen Waschhandschuh, einen Schlauch oder eine Gießkanne und ein trockenes Tuch bereit',
          'spül das Auto ab, wasch es von oben nach unten und spül den Handschuh dabei im klaren Eimer aus; dann trockne es und saug Fußmatten und Sitze',
        ],
        fr: [
          'remplis deux seaux (un avec du shampoing auto, un d’eau propre) et prépare un gant, un tuyau ou un arrosoir et une serviette sèche',
          'rince la voiture, lave-la de haut en bas en rinçant le gant dans le seau propre, puis sèche-la et passe l’aspirateur sur les tapis et les sièges',
        ],
        pt: [
          'encha dois baldes (um com champô/shampoo para carros e outro com água limpa), e separe uma luva, uma mangueira ou um regador e uma toalha seca',
          'enxague o carro, lave-o de cima para baixo passando a luva pelo balde limpo, depois seque-o e aspire os tapetes e os bancos',
        ],
      },
    },
    {
      terms:
        'oil|wiper*|tyre pressure*|tire pressure*|coolant|screenwash|bulb*|escobilla*|limpiaparabrisas|presion de los neumaticos|presion de las ruedas|anticongelante|refrigerante|bombilla*|scheibenwischer*|wischer*|reifendruck|kuhlmittel|kuhlwasser|scheibenwaschwasser|lampe|essuie-glace*|essuie glace*|pression des pneus|liquide de refroidissement|lave-glace|lave glace|escova*|limpa-para-brisas|limpador de para-brisa|calibrar os pneus|pressao dos pneus|liquido de arrefecimento|lampada*',
      steps: {
        en: [
          'look up in the car’s handbook what this job takes (the oil grade, the bulb or the wiper size), and get it from a motor shop or online',
          'with the engine cold and the car on level ground, do it as the handbook shows, check the level or fit, and note the date and mileage',
        ],
        es: [
          'mira en el manual del coche qué pide este trabajo (el tipo de aceite, la bombilla o la medida de la escobilla) y cómpralo en una tienda de recambios o por internet',
          'con el motor frío y el coche en llano, hazlo como indica el manual, comprueba el nivel o que encaja bien, y apunta la fecha y los kilómetros',
        ],
        de: [
          'schau im Handbuch des Autos nach, was die Arbeit braucht (die Ölsorte, die Lampe oder die Wischergröße), und besorg es im Autoteilehandel oder online',
          'mach es bei kaltem Motor und auf ebenem Boden so, wie das Handbuch es zeigt, prüf Stand oder Sitz und notier Datum und Kilometerstand',
        ],
        fr: [
          'regarde dans le carnet de la voiture ce qu’il faut pour ce travail (le type d’huile, l’ampoule ou la taille des balais) et achète-le dans un magasin auto ou en ligne',
          'moteur froid et voiture à plat, fais-le comme le carnet l’indique, vérifie le niveau ou la fixation, et note la date et le kilométrage',
        ],
        pt: [
          'veja no manual do carro o que este trabalho pede (o tipo de óleo, a lâmpada ou o tamanho da escova) e compre-o numa loja de peças ou online',
          'com o motor frio e o carro num sítio plano, faça como o manual mostra, verifique o nível ou o encaixe, e anote a data e os quilómetros',
        ],
      },
    },
  ],
  dog: [
    {
      terms:
        'train*|teach*|sit|stay|recall|heel|lead training|loose lead|crate|house train*|potty|toilet train*|bark*|jump* up|pull*|entrenar|ensenar|adiestrar|educar|sentarse|que se siente|quieto|la llamada|que venga|tirar de la correa|tira de la correa|ladrar|ladra|salta encima|hacer pis|hacer sus necesidades|trainieren|erziehen|beibringen|sitz|platz|bleib|ruckruf|leinenfuhrigkeit|an der leine|zieht|bellt|bellen|stubenrein|anspringen|dresser|eduquer|apprendre|assis|pas bouger|rappel|tire en laisse|tirer en laisse|aboie|aboyer|propre|sauter sur|treinar|adestrar|ensinar|educar|sentar|fica|chamada|puxar a trela|puxa a trela|puxa a guia|latir|ladrar|fazer xixi|pular em',
      steps: {
        en: [
          'cut a handful of small treats and pick one cue word, then do three 5-minute sessions today somewhere quiet',
          'reward the moment it gets it right, stop while it is still keen, and add one distraction a day once it works at home',
        ],
        es: [
          'corta un puñado de premios pequeños y elige una sola palabra de orden, y haz hoy tres sesiones de 5 minutos en un sitio tranquilo',
          'prémialo justo cuando lo hace bien, para mientras todavía tiene ganas, y añade una distracción al día cuando ya le salga en casa',
        ],
        de: [
          'schneid eine Handvoll kleiner Leckerlis und such dir ein einziges Signalwort aus, dann mach heute drei Einheiten von 5 Minuten an einem ruhigen Ort',
          'belohn genau in dem Moment, in dem es klappt, hör auf, solange der Hund noch Lust hat, und nimm jeden Tag eine Ablenkung dazu, sobald es zu Hause sitzt',
        ],
        fr: [
          'coupe une poignée de petites friandises et choisis un seul mot d’ordre, puis fais aujourd’hui trois séances de 5 minutes dans un endroit calme',
          'récompense au moment exact où il réussit, arrête tant qu’il a encore envie, et ajoute une distraction par jour une fois que ça marche à la maison',
        ],
        pt: [
          'corte uma mão-cheia de petiscos pequenos e escolha uma só palavra de comando, e faça hoje três sessões de 5 minutos num sítio calmo',
          'recompense no momento em que ele acerta, pare enquanto ainda tem vontade, e junte uma distração por dia quando já fizer bem em casa',
        ],
      },
    },
  ],
  // Painting from a wheelchair or without lifting: a roller on an extension pole, the tins
  // delivered, and a friend, a neighbour or a painter for the high parts and the furniture.
  decorating: [
    {
      terms: PAINT_VERBS,
      when: 'wheelchair',
      steps: {
        en: [
          'order the paint, tape, dust sheets and a roller on an extension pole so you can reach from your chair, and have them delivered; ask a friend, neighbour or family member to move the furniture and do the high parts, or get a painter to quote for them',
          'cover the floor, tape the edges you can reach and roll the lower half of the walls from your chair in short stints, leaving the top and the ceiling to your helper or the painter',
        ],
        es: [
          'pide a domicilio la pintura, cinta de carrocero, plásticos y un rodillo con alargador para llegar desde la silla; pregunta a un amigo, vecino o familiar quién mueve los muebles y hace lo alto, o pide presupuesto a un pintor para esa parte',
          'cubre el suelo, encinta los bordes a tu alcance y pinta la mitad baja de las paredes desde la silla, en ratos cortos; lo alto y el techo, para quien te ayude o el pintor',
        ],
        de: [
          'bestell Farbe, Kreppband, Abdeckfolie und eine Rolle mit Teleskopstiel, damit du vom Rollstuhl aus hochkommst, und lass alles liefern; frag Freunde, Nachbarn oder Familie, wer die Möbel rückt und die hohen Stellen übernimmt, oder hol dafür ein Angebot vom Maler',
          'deck den Boden ab, kleb die Kanten ab, die du erreichst, und roll die untere Wandhälfte vom Rollstuhl aus in kurzen Etappen; oben und die Decke übernimmt deine Hilfe oder der Maler',
        ],
        fr: [
          'fais livrer la peinture, le ruban de masquage, les bâches et un rouleau avec manche télescopique pour atteindre depuis ton fauteuil ; demande à un ami, un voisin ou de la famille de déplacer les meubles et de faire le haut, ou demande un devis à un peintre pour ça',
          'protège le sol, masque les bords à ta portée et peins la moitié basse des murs depuis ton fauteuil, par courtes séances ; le haut et le plafond, pour ton aide ou le peintre',
        ],
        pt: [
          'peça para entregar a tinta, a fita crepe, o plástico e um rolo com cabo extensor para alcançar da cadeira; pergunte a um amigo, vizinho ou familiar quem afasta os móveis e faz a parte alta, ou peça orçamento a um pintor para ela',
          'cubra o chão, passe fita nas bordas ao seu alcance e pinte a metade de baixo das paredes da cadeira, em períodos curtos; o alto e o teto ficam para quem ajudar ou para o pintor',
        ],
      },
    },
    {
      terms: PAINT_VERBS,
      when: 'noLifting',
      steps: {
        en: [
          'have the paint, tape, dust sheets and a roller on an extension pole delivered, and ask a friend, neighbour or family member to carry the tins up and move the furniture (or get a painter to quote)',
          'cover the floor, tape the edges and paint with the extension pole from the floor, with no ladder and nothing heavy, in short stints',
        ],
        es: [
          'pide a domicilio la pintura, la cinta, los plásticos y un rodillo con alargador, y pregunta a un amigo, vecino o familiar quién sube los botes y mueve los muebles (o pide presupuesto a un pintor)',
          'cubre el suelo, encinta los bordes y pinta con el alargador desde el suelo, sin escalera y sin cargar peso, en ratos cortos',
        ],
        de: [
          'lass Farbe, Kreppband, Abdeckfolie und eine Rolle mit Teleskopstiel liefern und frag Freunde, Nachbarn oder Familie, wer die Eimer hochträgt und die Möbel rückt (oder hol ein Angebot vom Maler)',
          'deck den Boden ab, kleb die Kanten ab und streich mit dem Teleskopstiel vom Boden aus, ohne Leiter und ohne schweres Heben, in kurzen Etappen',
        ],
        fr: [
          'fais livrer la peinture, le ruban, les bâches et un rouleau avec manche télescopique, et demande à un ami, un voisin ou de la famille de monter les pots et de déplacer les meubles (ou demande un devis à un peintre)',
          'protège le sol, masque les bords et peins avec le manche télescopique depuis le sol, sans échelle et sans rien porter de lourd, par courtes séances',
        ],
        pt: [
          'peça para entregar a tinta, a fita, o plástico e um rolo com cabo extensor, e pergunte a um amigo, vizinho ou familiar quem sobe as latas e afasta os móveis (ou peça orçamento a um pintor)',
          'cubra o chão, passe fita nas bordas e pinte com o cabo extensor a partir do chão, sem escada e sem carregar peso, em períodos curtos',
        ],
      },
    },
  ],
  // The yearly service-charge statement ('Nebenkostenabrechnung prüfen'): checked against the
  // lease and last year's before anything is paid.
  bills: [
    {
      terms:
        'nebenkostenabrechnung|betriebskostenabrechnung|heizkostenabrechnung|nebenkosten|betriebskosten|service charge*|service charge statement|decompte de charges|regularisation des charges|regul des charges|liquidacion de gastos|gastos de comunidad|derrama|acerto de condominio|taxa de condominio',
      steps: {
        en: [
          'lay the statement next to your tenancy agreement and last year’s: the period, how costs are split (floor area, people), each item and the payments you already made',
          'mark anything that is not chargeable or has jumped, ask the landlord to see the receipts and dispute it in writing; pay any balance only once it is checked',
        ],
        es: [
          'pon la liquidación junto al contrato y la del año pasado: el periodo, cómo se reparte (metros, personas), cada partida y lo que ya pagaste a cuenta',
          'marca lo que no te corresponde o ha subido mucho, pide ver los justificantes y reclama por escrito; paga la diferencia solo después de revisarla',
        ],
        de: [
          'leg die Abrechnung neben den Mietvertrag und die vom Vorjahr und prüf Abrechnungszeitraum, Umlageschlüssel (Fläche, Personen), jeden Posten und deine Vorauszahlungen',
          'markier, was nicht umlagefähig ist oder stark gestiegen ist, verlang beim Vermieter Belegeinsicht und widersprich schriftlich innerhalb von 12 Monaten; eine Nachzahlung erst nach der Prüfung überweisen',
        ],
        fr: [
          'pose le décompte à côté du bail et de celui de l’an dernier : la période, la clé de répartition (surface, personnes), chaque poste et les provisions déjà versées',
          'note ce qui n’est pas récupérable ou a beaucoup augmenté, demande à voir les justificatifs et conteste par écrit ; ne paie le solde qu’après vérification',
        ],
        pt: [
          'ponha o acerto ao lado do contrato e do ano passado: o período, a forma de rateio (área, pessoas), cada item e o que você já pagou adiantado',
          'marque o que não cabe a você ou subiu muito, peça os comprovantes e conteste por escrito; pague a diferença só depois de conferir',
        ],
      },
    },
  ],
  // One application finished ('Bewerbungsmappe fertig machen'): its parts gathered into one PDF
  // and sent, not job ads looked for.
  jobSearch: [
    {
      terms:
        'bewerbungsmappe*|bewerbungsunterlagen|bewerbung|job application|application pack|my application|the application|dossier de candidature|ma candidature|la candidature|mi candidatura|la solicitud|minha candidatura|a candidatura',
      steps: {
        en: [
          'make one folder and check what is missing: an up-to-date CV, a cover letter for this job, certificates and references scanned, and a photo if they ask for one',
          'tailor the cover letter to the ad, merge cover letter, CV and certificates into one PDF, proofread it once out loud and send it',
        ],
        es: [
          'crea una carpeta y mira qué falta: el CV actualizado, la carta de presentación para este puesto, los títulos y certificados escaneados y una foto si la piden',
          'adapta la carta a la oferta, junta carta, CV y certificados en un solo PDF, repásalo una vez en voz alta y envíalo',
        ],
        de: [
          'leg einen Ordner an und prüf, was fehlt: Lebenslauf aktuell, Anschreiben für genau diese Stelle, Zeugnisse und Zertifikate eingescannt, ein Bewerbungsfoto',
          'pass das Anschreiben an die Anzeige an, füg Anschreiben, Lebenslauf und Zeugnisse zu einer PDF zusammen, lies sie einmal laut Korrektur und schick sie ab',
        ],
        fr: [
          'crée un dossier et regarde ce qui manque : le CV à jour, la lettre de motivation pour ce poste, les diplômes et attestations scannés, une photo si elle est demandée',
          'adapte la lettre à l’annonce, rassemble lettre, CV et diplômes dans un seul PDF, relis-le une fois à voix haute et envoie-le',
        ],
        pt: [
          'crie uma pasta e veja o que falta: o currículo atualizado, a carta de apresentação para esta vaga, os diplomas e certificados digitalizados e uma foto se pedirem',
          'adapte a carta ao anúncio, junte carta, currículo e certificados num só PDF, revise uma vez em voz alta e envie',
        ],
      },
    },
  ],
  garden: GARDEN_OBJECTS,
  // A garden job named by its verb ('tondre la pelouse', 'podar el seto') reaches the same objects.
  gardenJob: GARDEN_OBJECTS,
  growing: [
    {
      terms:
        'veg patch|vegetable patch|veggie patch|vegetable garden|veg garden|allotment|raised bed*|herb garden|veg|vegetables|herbs|salad*|grow our own|grow my own|grow our|patio|balcony',
      when: 'wheelchair',
      steps: {
        en: [
          'plan one or two raised beds, troughs or large containers at a height you can reach from your chair, on a firm, level path wide enough to turn',
          'fill them with compost, and get long-handled tools and easy seeds or plug plants for spring (salad, herbs, peas) that you can sow and pick from your seat',
        ],
      },
    },
  ],
  estate: [
    {
      terms: 'power of attorney|lasting power|procuration|procuracao|vorsorgevollmacht',
      steps: {
        en: [
          'sit down together, agree who the attorneys will be and what they may decide (money and property, health and care), and download the official forms',
          'fill in the official forms, sign them with the witnesses they ask for, and send them off to be registered, keeping a copy',
        ],
      },
    },
  ],
  savings: [
    {
      terms: 'self employed|self-employed|freelanc*|contractor|sole trader|quiet months|invoice*|clients',
      steps: {
        en: [
          'work out your monthly outgoings and set a target of three of them, and open a separate savings pot for it',
          'each time an invoice is paid, transfer a fixed share (say 15 per cent) to that pot before you spend anything, until the target is reached',
        ],
      },
    },
  ],
};

/** A grind on a domain: both actions inside the time box. */
/** A body subject when money is tight: what is free or already at home, before any fee or kit. */
export const FREE_BODY_STEPS: DomainSteps = {
  en: [
    'do a free 20-minute session today with what you have: a walk, a free video or bodyweight moves at home',
    'find a free option near you (a park run, an outdoor gym, a community class) and put it in your calendar',
  ],
  es: [
    'haz hoy una sesión gratis de 20 minutos con lo que tienes: un paseo, un vídeo gratuito o ejercicios con tu peso en casa',
    'busca una opción gratuita cerca (un parque con aparatos, una clase municipal, un grupo de carrera) y apúntala en la agenda',
  ],
  de: [
    'mach heute eine kostenlose 20-Minuten-Einheit mit dem, was du hast: ein Spaziergang, ein Gratis-Video oder Übungen mit dem eigenen Gewicht',
    'such ein kostenloses Angebot in der Nähe (Lauftreff, Outdoor-Fitnessgeräte, Vereinsschnupperstunde) und trag es in den Kalender ein',
  ],
  fr: [
    'fais aujourd’hui une séance gratuite de 20 minutes avec ce que tu as : une marche, une vidéo gratuite ou du poids du corps à la maison',
    'trouve une option gratuite près de chez toi (parcours sportif, club de course, cours municipal) et note-la dans ton agenda',
  ],
  pt: [
    'faça hoje uma sessão grátis de 20 minutos com o que tem: uma caminhada, um vídeo gratuito ou exercícios com o peso do corpo em casa',
    'procure uma opção gratuita perto (academia ao ar livre, grupo de corrida, aula da prefeitura) e ponha na agenda',
  ],
};

/** The facts a physical job (painting, weeding, a clear-out, a move) is set up around. */
export type SparingNote = Extract<FactNote, 'wheelchair' | 'pregnantJob' | 'postpartumJob' | 'fatigue' | 'injury'>;
export const SPARING_NOTES: readonly SparingNote[] = [
  'wheelchair',
  'pregnantJob',
  'postpartumJob',
  'fatigue',
  'injury',
];

/**
 * The first step of a physical job for someone it could hurt: how the job is set up around them,
 * before the job's own work. `part` is the injured body part with its article, as each phrasebook names it.
 */
export const SPARED_JOB_STEP: Record<CoachLanguage, (note: SparingNote, part: string) => string> = {
  en: (note, part) =>
    ({
      wheelchair:
        'set the job up to be done from your chair: what you need within reach at table height, light or long-handled tools, level room to turn, and someone lined up for anything high, heavy or up a ladder',
      pregnantJob:
        'set the job up for your pregnancy: no ladders, heavy lifting or strong fumes (water-based, low-odour products and the windows open), sit down for the low parts, and line someone up for the heavy or high bits',
      postpartumJob:
        'keep the job light while you recover from the birth: nothing heavier than the baby, no ladders, short stints sitting down, and hand the heavy or high parts to someone else',
      fatigue:
        'split the job into 15-minute stints with a sit-down between, do the hardest part when your energy is best, and hand the heavy parts to someone else',
      injury: `set the job up so nothing loads your ${part}: long-handled tools, work at waist height or from a stool, no kneeling or heavy lifting, small loads, and someone lined up for anything heavy or up a ladder`,
    })[note],
  es: (note, part) =>
    ({
      wheelchair:
        'prepara el trabajo para hacerlo desde tu silla: lo necesario al alcance y a la altura de una mesa, herramientas ligeras o de mango largo, espacio llano para girar, y alguien que te ayude con lo alto, lo pesado o lo que pida escalera',
      pregnantJob:
        'prepara el trabajo pensando en el embarazo: nada de escaleras, cargas pesadas ni olores fuertes (productos al agua, de bajo olor y ventanas abiertas), siéntate para lo de abajo y pide ayuda para lo pesado o lo alto',
      postpartumJob:
        'haz solo lo ligero mientras te recuperas del parto: nada más pesado que el bebé, nada de escaleras, ratos cortos y sentada, y deja lo pesado o lo alto a otra persona',
      fatigue:
        'divide el trabajo en ratos de 15 minutos con un descanso sentado entre ellos, haz lo más duro cuando tengas más energía y deja lo pesado a otra persona',
      injury: `prepara el trabajo para que nada cargue ${part}: herramientas de mango largo, trabaja a la altura de la cintura o sentado en un taburete, sin arrodillarte ni levantar peso, cargas pequeñas, y alguien que te ayude con lo pesado o lo que pida escalera`,
    })[note],
  de: (note, part) =>
    ({
      wheelchair:
        'richte die Arbeit so ein, dass du sie vom Rollstuhl aus machst: alles in Reichweite auf Tischhöhe, leichtes Werkzeug oder mit langem Stiel, ebener Platz zum Wenden, und jemand, der Hohes, Schweres und alles auf der Leiter übernimmt',
      pregnantJob:
        'richte die Arbeit auf die Schwangerschaft ein: keine Leiter, nichts Schweres heben, keine starken Dämpfe (wasserbasierte, geruchsarme Produkte, Fenster auf), setz dich für alles Niedrige hin und lass Schweres oder Hohes jemand anderen machen',
      postpartumJob:
        'mach nur Leichtes, solange du dich von der Geburt erholst: nichts Schwereres als das Baby, keine Leiter, kurze Abschnitte im Sitzen, und Schweres oder Hohes übernimmt jemand anderes',
      fatigue:
        'teil die Arbeit in 15-Minuten-Abschnitte mit einer Sitzpause dazwischen, mach das Schwerste, wenn du am meisten Energie hast, und gib Schweres an jemand anderen ab',
      injury: `richte die Arbeit so ein, dass nichts ${part} belastet: Werkzeug mit langem Stiel, Arbeiten auf Hüfthöhe oder auf einem Hocker, kein Knien und kein schweres Heben, kleine Lasten, und jemand, der Schweres und alles auf der Leiter übernimmt`,
    })[note],
  fr: (note, part) =>
    ({
      wheelchair:
        'organise le travail pour le faire depuis ton fauteuil : ce qu’il faut à portée de main, à hauteur de table, des outils légers ou à long manche, de la place à plat pour tourner, et quelqu’un pour ce qui est en hauteur, lourd ou sur une échelle',
      pregnantJob:
        'organise le travail en pensant à ta grossesse : pas d’échelle, rien de lourd à porter, pas d’odeurs fortes (produits à l’eau, peu odorants, fenêtres ouvertes), assieds-toi pour ce qui est bas et confie le lourd ou le haut à quelqu’un',
      postpartumJob:
        'garde le travail léger pendant que tu te remets de l’accouchement : rien de plus lourd que le bébé, pas d’échelle, de courtes séances assise, et le lourd ou le haut pour quelqu’un d’autre',
      fatigue:
        'découpe le travail en séances de 15 minutes avec une pause assise entre chaque, fais le plus dur quand tu as le plus d’énergie et confie le lourd à quelqu’un',
      injury: `organise le travail pour ménager ${part} : outils à long manche, travail à hauteur de taille ou sur un tabouret, jamais à genoux, pas de charges lourdes, de petites charges, et quelqu’un pour le lourd ou ce qui demande une échelle`,
    })[note],
  pt: (note, part) =>
    ({
      wheelchair:
        'organize o trabalho para fazê-lo da sua cadeira: o que precisa ao alcance e à altura de uma mesa, ferramentas leves ou de cabo longo, espaço plano para manobrar, e alguém para o que é alto, pesado ou pede escada',
      pregnantJob:
        'organize o trabalho pensando na gravidez: nada de escadas, pesos ou cheiros fortes (produtos à base de água, de baixo odor e janelas abertas), sente-se para o que é baixo e peça ajuda para o pesado ou o alto',
      postpartumJob:
        'faça só o que é leve enquanto se recupera do parto: nada mais pesado que o bebê, nada de escadas, períodos curtos e sentada, e o pesado ou o alto fica para outra pessoa',
      fatigue:
        'divida o trabalho em períodos de 15 minutos com uma pausa sentado entre eles, faça a parte mais dura quando tiver mais energia e deixe o pesado para outra pessoa',
      injury: `organize o trabalho para poupar ${part}: ferramentas de cabo longo, trabalhe à altura da cintura ou num banquinho, sem se ajoelhar nem levantar peso, cargas pequenas, e alguém para o pesado ou o que pede escada`,
    })[note],
};

/** The facts a plan is set up around before its own first step (a sugar check, no car, no garden). */
export type SetUpNote = Extract<
  FactNote,
  | 'diabetes'
  | 'diabetesFood'
  | 'asthma'
  | 'noCar'
  | 'noCarAppointment'
  | 'eatingOut'
  | 'dietHosting'
  | 'noMicrowave'
  | 'allergyOut'
  | 'glutenFreeBaking'
  | 'veganBaking'
  | 'dairyFreeBaking'
  | 'noLifting'
  | 'noGarden'
  | 'worksFromHome'
  | 'nightSleep'
  | 'kidsReading'
  | 'sightLossOut'
>;
export const SET_UP_NOTES: readonly SetUpNote[] = [
  'nightSleep',
  'sightLossOut',
  'kidsReading',
  'diabetes',
  'diabetesFood',
  'asthma',
  'noGarden',
  'allergyOut',
  'eatingOut',
  'dietHosting',
  'noMicrowave',
  'glutenFreeBaking',
  'veganBaking',
  'dairyFreeBaking',
  'noLifting',
  'noCarAppointment',
  'noCar',
  'worksFromHome',
];

/** The first step of a plan shaped by one of those facts: the set-up, then the subject's own first action. */
export const SET_UP_STEP: Record<CoachLanguage, Record<SetUpNote, string>> = {
  en: {
    diabetes:
      'check your blood sugar before you start, keep glucose tablets or juice in your pocket, and start with 20 easy minutes to see how your levels react',
    asthma:
      'take your reliever inhaler with you, warm up for 10 easy minutes, keep to a pace where you can still talk, and go indoors on cold or smoggy days',
    kidsReading:
      'keep the book by the bed and an audiobook on your phone for the school run and the chores, and read 10 pages once the kids are asleep',
    sightLossOut:
      'ask a sight-loss charity or the council for a sighted guide volunteer or a walking group near you, and start with a place you already know',
    diabetesFood:
      'plan this week’s meals with a steady portion of slow carbs at the same times each day, fitted around your medication, and write the list from it',
    noCarAppointment:
      'work out how to get there without a car: the bus or train that gets you there 15 minutes early and the one back, or a lift or a taxi booked ahead, and put the times in your calendar',
    allergyOut:
      'before you book, read the menu online and ring ahead: tell them about your allergy, ask which dishes are safe and how they keep them apart in the kitchen, and take your allergy medicine with you',
    dietHosting: 'plan the menu: {dishes}, and {apart} so nothing crosses over',
    eatingOut:
      'before you book, read the menu online and ring ahead: say what you cannot eat, ask how they keep it apart in the kitchen (a separate fryer, clean pans), and book where the answer is clear',
    glutenFreeBaking:
      'use a gluten-free flour blend, check the baking powder and toppings say gluten-free, and wipe the surfaces and use clean tins so no ordinary flour gets in',
    veganBaking:
      'swap the animal parts: plant milk and a dairy-free baking spread for the milk and butter, and a flax egg (1 tbsp ground flaxseed and 3 tbsp water) or 60 g apple sauce for each egg',
    dairyFreeBaking:
      'swap the dairy: plant milk and a dairy-free baking spread for the milk and butter, and check the chocolate and any icing are dairy-free',
    noMicrowave:
      'with no microwave at work, pack lunches that are good cold (a grain salad with beans or chickpeas, wraps, a pasta salad) or hot soup or chilli in a food flask filled that morning',
    noCar:
      'work out how to do it without a car: check the bus or train there and back, a lift with someone going, or whether it can be delivered or collected for you, and book it',
    noLifting:
      'keep the lifting off you until you are cleared: have it delivered, or line someone up to carry and load it, and carry nothing heavier than a light bag yourself',
    noGarden:
      'start without a garden: three large pots or a balcony trough with drainage, compost and a sunny sill or balcony, or put your name down for an allotment',
    worksFromHome:
      'set a start and an end to your work day and put a 15-minute walk outside before you start, as your commute',
    nightSleep:
      'make the day your night: blackout blinds or an eye mask, earplugs and the phone on silent, and the same sleep window after each shift',
  },
  es: {
    diabetes:
      'mídete el azúcar antes de empezar, lleva pastillas de glucosa o un zumo en el bolsillo, y empieza con 20 minutos suaves para ver cómo responde',
    asthma:
      'lleva el inhalador de rescate contigo, calienta 10 minutos suaves, mantén un ritmo al que puedas hablar y en días fríos o de contaminación hazlo bajo techo',
    kidsReading:
      'deja el libro en la mesilla y un audiolibro en el móvil para los trayectos y las tareas, y lee 10 páginas cuando los niños se duerman',
    sightLossOut:
      'pide a la ONCE o a una asociación de baja visión un voluntario guía o un grupo de paseo cerca, y empieza por un sitio que ya conozcas',
    diabetesFood:
      'planifica las comidas de la semana con una ración fija de hidratos lentos a las mismas horas, según tu medicación, y haz la lista con eso',
    noCarAppointment:
      'mira cómo llegar sin coche: el autobús o el tren que te deja allí 15 minutos antes y el de vuelta, o que alguien te lleve o un taxi reservado, y apunta las horas en la agenda',
    allergyOut:
      'antes de reservar, mira la carta en internet y llama: avisa de tu alergia, pregunta qué platos son seguros y cómo los separan en la cocina, y lleva contigo tu medicación para la alergia',
    dietHosting: 'arma el menú: {dishes}, y {apart} para evitar la contaminación cruzada',
    eatingOut:
      'antes de reservar, mira la carta y llama: di lo que no puedes comer, pregunta cómo lo separan en la cocina (freidora aparte, sartenes limpias) y reserva donde te respondan claro',
    glutenFreeBaking:
      'usa harina sin gluten, comprueba que la levadura y los adornos digan sin gluten, y limpia la encimera y usa moldes limpios para que no entre harina normal',
    veganBaking:
      'cambia lo de origen animal: bebida vegetal y margarina vegetal en vez de leche y mantequilla, y por cada huevo uno de lino (1 cucharada de lino molido y 3 de agua) o 60 g de compota de manzana',
    dairyFreeBaking:
      'cambia los lácteos: bebida vegetal y margarina sin lactosa en vez de leche y mantequilla, y comprueba que el chocolate y la cobertura sean sin lactosa',
    noMicrowave:
      'sin microondas en el trabajo, prepara comidas que estén buenas frías (ensalada de legumbres o de pasta, wraps) o lleva sopa o guiso caliente en un termo llenado esa mañana',
    noCar:
      'piensa cómo hacerlo sin coche: mira el autobús o el tren de ida y vuelta, si alguien que va te puede llevar, o si te lo pueden traer a casa o recoger, y resérvalo',
    noLifting:
      'que nadie te haga cargar peso hasta que te den el alta: pídelo a domicilio o busca a alguien que lo cargue y lo lleve, y tú no lleves más que una bolsa ligera',
    noGarden:
      'empieza sin jardín: tres macetas grandes o una jardinera con drenaje, sustrato y una ventana o un balcón al sol, o apúntate a un huerto urbano',
    worksFromHome:
      'fija una hora de inicio y de fin para tu jornada y sal a caminar 15 minutos antes de empezar, como si fuera el trayecto',
    nightSleep:
      'haz del día tu noche: persiana opaca o antifaz, tapones y el móvil en silencio, y la misma franja de sueño después de cada turno',
  },
  de: {
    diabetes:
      'miss vor dem Start deinen Zucker, steck Traubenzucker oder Saft ein und fang mit 20 lockeren Minuten an, um zu sehen, wie deine Werte reagieren',
    asthma:
      'nimm dein Notfallspray mit, wärm dich 10 Minuten locker auf, bleib in einem Tempo, bei dem du noch reden kannst, und an kalten oder smogigen Tagen geh nach drinnen',
    kidsReading:
      'leg das Buch ans Bett und ein Hörbuch aufs Handy für Wege und Hausarbeit, und lies 10 Seiten, wenn die Kinder schlafen',
    sightLossOut:
      'frag beim Blinden- und Sehbehindertenverband nach einer Begleitperson oder einer Gruppe in deiner Nähe, und fang mit einem Ort an, den du schon kennst',
    diabetesFood:
      'plan die Mahlzeiten der Woche mit einer festen Portion langsamer Kohlenhydrate zu festen Zeiten, passend zu deinen Medikamenten, und schreib danach die Liste',
    noCarAppointment:
      'plan den Weg ohne Auto: Bus oder Bahn, mit der du 15 Minuten vorher da bist, und die zurück, oder eine Mitfahrt oder ein vorbestelltes Taxi, und trag die Zeiten in den Kalender ein',
    allergyOut:
      'lies vor dem Reservieren die Karte online und ruf an: sag Bescheid wegen deiner Allergie, frag, welche Gerichte sicher sind und wie die Küche sie getrennt hält, und nimm dein Notfallmedikament mit',
    dietHosting: 'plan das Essen: {dishes}, und {apart}, damit nichts überträgt',
    eatingOut:
      'lies vor dem Reservieren die Karte und ruf an: sag, was du nicht essen kannst, frag, wie die Küche es getrennt hält (eigene Fritteuse, saubere Pfannen), und reservier, wo die Antwort klar ist',
    glutenFreeBaking:
      'nimm glutenfreies Mehl, prüf, ob Backpulver und Deko glutenfrei sind, wisch die Arbeitsfläche ab und nimm saubere Formen, damit kein normales Mehl hineinkommt',
    veganBaking:
      'tausch das Tierische aus: Pflanzendrink und vegane Backmargarine statt Milch und Butter, und für jedes Ei ein Leinsamen-Ei (1 EL geschrotete Leinsamen und 3 EL Wasser) oder 60 g Apfelmus',
    dairyFreeBaking:
      'tausch die Milchprodukte aus: Pflanzendrink und laktosefreie Backmargarine statt Milch und Butter, und prüf, ob Schokolade und Glasur laktosefrei sind',
    noMicrowave:
      'ohne Mikrowelle im Büro: pack Essen, das kalt schmeckt (Linsen- oder Nudelsalat, Wraps), oder heiße Suppe oder Chili in einem morgens gefüllten Thermobehälter',
    noCar:
      'plan es ohne Auto: such Bus oder Bahn hin und zurück heraus, frag nach einer Mitfahrt oder ob es geliefert oder abgeholt werden kann, und buch es',
    noLifting:
      'heb nichts, bis du wieder darfst: lass es liefern oder organisier jemanden, der trägt und einlädt, und trag selbst höchstens eine leichte Tasche',
    noGarden:
      'fang ohne Garten an: drei große Töpfe oder ein Balkonkasten mit Abzugsloch, Erde und eine sonnige Fensterbank oder Balkon, oder melde dich für einen Kleingarten an',
    worksFromHome:
      'leg einen Anfang und ein Ende für deinen Arbeitstag fest und geh vor dem Start 15 Minuten raus, als Arbeitsweg',
    nightSleep:
      'mach den Tag zu deiner Nacht: Verdunklungsrollo oder Schlafmaske, Ohrstöpsel, Handy stumm und nach jeder Schicht dasselbe Schlaffenster',
  },
  fr: {
    diabetes:
      'contrôle ta glycémie avant de commencer, garde du glucose ou un jus dans ta poche, et commence par 20 minutes faciles pour voir comment tu réagis',
    asthma:
      'prends ta ventoline avec toi, échauffe-toi 10 minutes tranquillement, garde une allure où tu peux encore parler, et les jours froids ou de pollution fais-le à l’intérieur',
    kidsReading:
      'garde le livre sur la table de nuit et un livre audio sur ton téléphone pour les trajets et les tâches, et lis 10 pages une fois les enfants couchés',
    sightLossOut:
      'demande à une association de déficients visuels un bénévole guide ou un groupe de marche près de chez toi, et commence par un endroit que tu connais déjà',
    diabetesFood:
      'prévois les repas de la semaine avec une portion fixe de glucides lents aux mêmes heures, selon ton traitement, et fais la liste à partir de là',
    noCarAppointment:
      'prévois le trajet sans voiture : le bus ou le train qui te dépose 15 minutes avant et celui du retour, ou quelqu’un qui t’emmène ou un taxi réservé, et note les horaires dans ton agenda',
    allergyOut:
      'avant de réserver, lis la carte en ligne et appelle : signale ton allergie, demande quels plats sont sûrs et comment la cuisine les garde à part, et prends ton traitement contre l’allergie avec toi',
    dietHosting: 'prévois le menu : {dishes}, et {apart} contre la contamination croisée',
    eatingOut:
      'avant de réserver, lis la carte et appelle : dis ce que tu ne peux pas manger, demande comment la cuisine le garde à part (friteuse séparée, poêles propres) et réserve là où c’est clair',
    glutenFreeBaking:
      'prends une farine sans gluten, vérifie que la levure et les décorations sont sans gluten, nettoie le plan de travail et prends des moules propres pour éviter toute farine ordinaire',
    veganBaking:
      'remplace l’animal : boisson et margarine végétales au lieu du lait et du beurre, et pour chaque œuf un œuf de lin (1 c. à soupe de lin moulu et 3 d’eau) ou 60 g de compote',
    dairyFreeBaking:
      'remplace les produits laitiers : boisson végétale et margarine sans lactose au lieu du lait et du beurre, et vérifie que le chocolat et le glaçage sont sans lactose',
    noMicrowave:
      'sans micro-ondes au travail, prépare des repas bons froids (salade de lentilles ou de pâtes, wraps) ou une soupe ou un chili chaud dans un thermos rempli le matin',
    noCar:
      'organise-le sans voiture : regarde le bus ou le train aller-retour, si quelqu’un qui y va peut t’emmener, ou si ça peut être livré ou retiré pour toi, et réserve',
    noLifting:
      'ne porte rien tant que tu n’as pas le feu vert : fais-toi livrer ou trouve quelqu’un pour porter et charger, et toi, pas plus qu’un sac léger',
    noGarden:
      'commence sans jardin : trois grands pots ou une jardinière percée, du terreau et un rebord de fenêtre ou un balcon au soleil, ou inscris-toi à un jardin partagé',
    worksFromHome:
      'fixe une heure de début et de fin à ta journée et sors marcher 15 minutes avant de commencer, comme un trajet',
    nightSleep:
      'fais du jour ta nuit : rideaux occultants ou masque, bouchons d’oreilles, téléphone en silencieux, et la même plage de sommeil après chaque poste',
  },
  pt: {
    diabetes:
      'meça a glicemia antes de começar, leve pastilhas de glicose ou um suco no bolso, e comece com 20 minutos leves para ver como reage',
    asthma:
      'leve a bombinha consigo, aqueça 10 minutos com calma, mantenha um ritmo em que ainda consiga falar e, em dias frios ou de poluição, faça dentro de casa',
    kidsReading:
      'deixe o livro na mesa de cabeceira e um audiolivro no telemóvel para os trajetos e as tarefas, e leia 10 páginas quando as crianças estiverem a dormir',
    sightLossOut:
      'peça a uma associação de pessoas com deficiência visual um voluntário guia ou um grupo de caminhada perto de si, e comece por um lugar que já conhece',
    diabetesFood:
      'planeje as refeições da semana com uma porção fixa de carboidratos lentos nos mesmos horários, conforme a sua medicação, e faça a lista a partir disso',
    noCarAppointment:
      'veja como chegar sem carro: o ônibus ou o trem que te deixa lá 15 minutos antes e o de volta, ou uma carona ou um táxi reservado, e anote os horários na agenda',
    allergyOut:
      'antes de reservar, veja o cardápio online e ligue: avise da sua alergia, pergunte quais pratos são seguros e como a cozinha os mantém separados, e leve consigo o seu remédio para a alergia',
    dietHosting: 'monte o menu: {dishes}, e {apart} para evitar a contaminação cruzada',
    eatingOut:
      'antes de reservar, veja o cardápio e ligue: diga o que não pode comer, pergunte como a cozinha mantém isso separado (fritadeira à parte, panelas limpas) e reserve onde a resposta for clara',
    glutenFreeBaking:
      'use farinha sem glúten, confira se o fermento e os confeitos dizem sem glúten, e limpe a bancada e use formas limpas para não entrar farinha comum',
    veganBaking:
      'troque o que é animal: bebida e margarina vegetais no lugar do leite e da manteiga, e para cada ovo um ovo de linhaça (1 colher de linhaça moída e 3 de água) ou 60 g de purê de maçã',
    dairyFreeBaking:
      'troque os laticínios: bebida vegetal e margarina sem lactose no lugar do leite e da manteiga, e confira se o chocolate e a cobertura são sem lactose',
    noMicrowave:
      'sem micro-ondas no trabalho, leve pratos que ficam bons frios (salada de grão ou de macarrão, wraps) ou sopa ou feijão quente num pote térmico enchido de manhã',
    noCar:
      'planeje sem carro: veja o ônibus ou o trem de ida e volta, uma carona com alguém que vá, ou se pode ser entregue ou retirado para você, e marque',
    noLifting:
      'não pegue peso até ser liberado: peça entrega ou combine com alguém para carregar e levar, e você não leva mais do que uma sacola leve',
    noGarden:
      'comece sem jardim: três vasos grandes ou uma jardineira com furos, terra e um parapeito ou varanda com sol, ou inscreva-se numa horta comunitária',
    worksFromHome:
      'defina uma hora de início e de fim para o seu dia de trabalho e saia para caminhar 15 minutos antes de começar, como trajeto',
    nightSleep:
      'faça do dia a sua noite: cortina blackout ou máscara, tampões de ouvido, celular no silencioso e a mesma janela de sono depois de cada turno',
  },
};

/** ADHD: the first step starts a timer, so the block is short and its end is visible. */
export const TIMED_BLOCK: Record<CoachLanguage, (step: string) => string> = {
  en: (s) => `set a 15-minute timer and ${s}`,
  es: (s) => `pon un temporizador de 15 minutos y ${s}`,
  de: (s) => `stell einen 15-Minuten-Timer und dann: ${s}`,
  fr: (s) => `lance un minuteur de 15 minutes et ${s}`,
  pt: (s) => `ligue um temporizador de 15 minutos e ${s}`,
};

/** The first step of something that costs money when money is tight: the limit and the free or cheapest way. */
export const CHEAP_FIRST_STEP: Record<CoachLanguage, string> = {
  en: 'write down the most you can spend, and pick the free or cheapest way for each part: at home instead of out, shared, second-hand or made yourself',
  es: 'apunta lo máximo que puedes gastar y elige para cada parte la opción gratis o más barata: en casa en vez de fuera, compartida, de segunda mano o hecha por ti',
  de: 'schreib auf, wie viel du höchstens ausgeben kannst, und nimm für jeden Teil die kostenlose oder günstigste Lösung: zu Hause statt auswärts, geteilt, gebraucht oder selbst gemacht',
  fr: 'note le maximum que tu peux dépenser et choisis pour chaque partie la solution gratuite ou la moins chère : à la maison plutôt que dehors, partagée, d’occasion ou faite maison',
  pt: 'anote o máximo que pode gastar e escolha para cada parte a opção grátis ou mais barata: em casa em vez de fora, dividida, usada ou feita por você',
};

export const DOMAIN_GRIND: Record<CoachLanguage, (minutes: number, first: string, then: string) => string> = {
  en: (m, a, b) => `${m} minutes: ${a}; then ${b}.`,
  es: (m, a, b) => `${m} minutos: ${a}; después, ${b}.`,
  de: (m, a, b) => `${m} Minuten: ${a}; danach ${b}.`,
  fr: (m, a, b) => `${m} minutes : ${a} ; puis ${b}.`,
  pt: (m, a, b) => `${m} minutos: ${a}; depois, ${b}.`,
};
/** A smaller grind on the same subject: its first action alone, the rest left for later. */
export const DOMAIN_GRIND_FIRST: Record<CoachLanguage, (minutes: number, first: string) => string> = {
  en: (m, a) => `${m} minutes, just this part: ${a}. The rest can wait.`,
  es: (m, a) => `${m} minutos, solo esta parte: ${a}. El resto puede esperar.`,
  de: (m, a) => `${m} Minuten, nur dieser Teil: ${a}. Der Rest kann warten.`,
  fr: (m, a) => `${m} minutes, juste cette partie : ${a}. Le reste peut attendre.`,
  pt: (m, a) => `${m} minutos, só esta parte: ${a}. O resto pode esperar.`,
};

type HostedDishes = {
  dishes: Record<Diet, string>;
  /** The diet's one word, for a table of many diets where the dishes would not fit in a step. */
  short: Record<Diet, string>;
  /** An allergy at the table: the allergen, as My Context wrote it, kept out of every dish. */
  allergy: (allergen: string) => string;
  /** The allergy in the short list: 'no peanuts'. */
  without: string;
  /** The step for a table of many diets: the short words in a list. */
  each: string;
  grilled: Partial<Record<Diet, string>>;
  grill: string;
  pans: string;
};

/** What a hosted meal serves for each diet at the table, and what is kept apart on a grill or in the kitchen. */
const HOSTED_DISHES: Record<CoachLanguage, HostedDishes> = {
  en: {
    dishes: {
      'gluten-free': 'gluten-free bread and sauces (check the labels)',
      vegetarian: 'a proper vegetarian main, not just the sides',
      vegan: 'a vegan main with no butter, cheese or egg',
      pescatarian: 'fish or a vegetarian main instead of meat',
      halal: 'halal meat from a certified butcher',
      kosher: 'kosher meat, with meat and dairy kept apart',
      'dairy-free': 'no butter, cream or cheese in the shared dishes',
    },
    grilled: {
      vegetarian: 'halloumi and grilled vegetables for the vegetarians',
      vegan: 'vegan burgers or vegetable skewers, with no butter on them',
    },
    short: {
      'gluten-free': 'gluten-free',
      vegetarian: 'vegetarian',
      vegan: 'vegan',
      pescatarian: 'pescatarian',
      halal: 'halal',
      kosher: 'kosher',
      'dairy-free': 'dairy-free',
    },
    allergy: (a) => `no ${a} in any dish (allergy)`,
    without: 'no ',
    each: 'a dish for each diet ({dishes})',
    grill: 'their own part of the grill, tongs and board',
    pans: 'their own pans, spoons and board',
  },
  es: {
    dishes: {
      'gluten-free': 'pan y salsas sin TACC (sin gluten, mira la etiqueta)',
      vegetarian: 'un plato principal vegetariano, no solo las guarniciones',
      vegan: 'un principal vegano sin lácteos ni huevo',
      pescatarian: 'pescado o un principal vegetariano en vez de carne',
      halal: 'carne halal certificada',
      kosher: 'carne kosher, sin mezclar carne y lácteos',
      'dairy-free': 'los platos compartidos sin lácteos',
    },
    grilled: {
      vegetarian: 'provoleta y verduras a la parrilla para los vegetarianos',
      vegan: 'verduras y hamburguesas veganas a la parrilla, sin lácteos',
    },
    short: {
      'gluten-free': 'sin gluten',
      vegetarian: 'vegetariano',
      vegan: 'vegano',
      pescatarian: 'pescetariano',
      halal: 'halal',
      kosher: 'kosher',
      'dairy-free': 'sin lácteos',
    },
    allergy: (a) => `nada de ${a} en ningún plato (alergia)`,
    without: 'sin ',
    each: 'un plato para cada dieta ({dishes})',
    grill: 'parrilla, pinzas y tabla aparte',
    pans: 'sartenes, cubiertos y tabla aparte',
  },
  de: {
    dishes: {
      'gluten-free': 'glutenfreies Brot und glutenfreie Soßen (Etikett prüfen)',
      vegetarian: 'ein richtiges vegetarisches Hauptgericht, nicht nur Beilagen',
      vegan: 'ein veganes Hauptgericht ohne Butter, Käse und Ei',
      pescatarian: 'Fisch oder ein vegetarisches Hauptgericht statt Fleisch',
      halal: 'Halal-Fleisch aus zertifizierter Metzgerei',
      kosher: 'koscheres Fleisch, Fleisch und Milchiges getrennt',
      'dairy-free': 'keine Butter, Sahne oder Käse in den gemeinsamen Gerichten',
    },
    grilled: {
      vegetarian: 'Grillgemüse und Halloumi für die Vegetarier',
      vegan: 'vegane Würstchen oder Gemüsespieße ohne Butter',
    },
    short: {
      'gluten-free': 'glutenfrei',
      vegetarian: 'vegetarisch',
      vegan: 'vegan',
      pescatarian: 'pescetarisch',
      halal: 'halal',
      kosher: 'koscher',
      'dairy-free': 'ohne Milch',
    },
    allergy: (a) => `kein ${a} in irgendeinem Gericht (Allergie)`,
    without: 'ohne ',
    each: 'ein Gericht für jede Ernährungsweise ({dishes})',
    grill: 'ein eigener Teil vom Grill, eigene Zange und eigenes Brett',
    pans: 'eigene Töpfe, Löffel und ein eigenes Brett',
  },
  fr: {
    dishes: {
      'gluten-free': 'pain et sauces sans gluten (vérifie l’étiquette)',
      vegetarian: 'un vrai plat végé, pas seulement les accompagnements',
      vegan: 'un plat végane sans beurre, fromage ni œuf',
      pescatarian: 'du poisson ou un plat végé à la place de la viande',
      halal: 'de la viande halal certifiée',
      kosher: 'de la viande casher, sans mélanger viande et laitages',
      'dairy-free': 'ni beurre, ni crème, ni fromage dans les plats communs',
    },
    grilled: {
      vegetarian: 'légumes grillés ou halloumi pour les végés',
      vegan: 'brochettes de légumes ou galettes véganes, sans beurre',
    },
    short: {
      'gluten-free': 'sans gluten',
      vegetarian: 'végé',
      vegan: 'végane',
      pescatarian: 'pescétarien',
      halal: 'halal',
      kosher: 'casher',
      'dairy-free': 'sans lactose',
    },
    allergy: (a) => `aucun plat avec ${a} (allergie)`,
    without: 'sans ',
    each: 'un plat pour chaque régime ({dishes})',
    grill: 'une partie du gril, des pinces et une planche à part',
    pans: 'des poêles, des ustensiles et une planche à part',
  },
  pt: {
    dishes: {
      'gluten-free': 'pão e molhos sem glúten (veja o rótulo)',
      vegetarian: 'um prato principal vegetariano, não só os acompanhamentos',
      vegan: 'um prato vegano sem manteiga, queijo nem ovo',
      pescatarian: 'peixe ou um prato vegetariano em vez de carne',
      halal: 'carne halal certificada',
      kosher: 'carne kosher, sem misturar carne com leite',
      'dairy-free': 'sem leite, manteiga nem queijo nos pratos de todos',
    },
    grilled: {
      vegetarian: 'provoleta e legumes grelhados para os vegetarianos',
      vegan: 'espetos de legumes ou hambúrgueres veganos, sem manteiga',
    },
    short: {
      'gluten-free': 'sem glúten',
      vegetarian: 'vegetariano',
      vegan: 'vegano',
      pescatarian: 'pescetariano',
      halal: 'halal',
      kosher: 'kosher',
      'dairy-free': 'sem lactose',
    },
    allergy: (a) => `nenhum prato com ${a} (alergia)`,
    without: 'sem ',
    each: 'um prato para cada dieta ({dishes})',
    grill: 'grelha, pinças e tábua à parte',
    pans: 'panelas, utensílios e tábua à parte',
  },
};

/** A grilled meal ('asado', 'churrasco', 'bbq', 'Grillabend'): its dishes and what is kept apart are the grill's. */
const GRILLED_MEAL = /asad|parrill|churras|bbq|barbecue|barbie|braai|cookout|grill|barbac/;

/**
 * The first step of a meal hosted with diets at the table: only the diets My Context names, each with
 * its dishes, an allergy kept out of every dish, and the grill or the pans kept apart. A table of
 * many diets names each in a word, so that the whole step still fits in a plan's action.
 */
export function hostingStep(lang: CoachLanguage, diets: readonly Diet[], foldedGoal: string, allergy?: string): string {
  const grilled = GRILLED_MEAL.test(foldedGoal);
  const table = HOSTED_DISHES[lang];
  const step = (dishes: string) =>
    SET_UP_STEP[lang].dietHosting.replace('{dishes}', dishes).replace('{apart}', grilled ? table.grill : table.pans);
  const full = step(
    [
      ...[...new Set(diets)].map((d) => (grilled && table.grilled[d]) || table.dishes[d]),
      ...(allergy ? [table.allergy(allergy)] : []),
    ].join(', '),
  );
  if (full.length <= IF_THEN_TEXT_MAX) return full;
  return step(
    table.each.replace(
      '{dishes}',
      [...[...new Set(diets)].map((d) => table.short[d]), ...(allergy ? [table.without + allergy] : [])].join(', '),
    ),
  );
}
