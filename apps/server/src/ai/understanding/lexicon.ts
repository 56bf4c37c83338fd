import type { CoachLanguage } from './language.ts';

/**
 * The words that carry meaning in everyday goals, per language. Grammar (which word is the verb,
 * what its object is) is decided in understand.ts; these tables only say what a verb or a noun
 * means once we know its role.
 */

/** Matches any of the '|'-separated phrases as whole words (accents included). */
export function phrases(list: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])(?:${list})(?![\\p{L}])`, 'iu');
}
type PerLang = Record<CoachLanguage, RegExp>;
const perLang = (o: Record<CoachLanguage, string>): PerLang =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, phrases(v)])) as PerLang;

/** What a goal's main verb says the goal is, before its object is looked at. */
export type VerbClass =
  | 'call'
  | 'book'
  | 'appoint'
  | 'errand'
  | 'skill'
  | 'project'
  | 'relationship'
  | 'health'
  | 'money'
  | 'habit'
  | 'feel'
  | 'run'
  | 'spend'
  | 'save'
  | 'water'
  | 'read'
  | 'write'
  | 'stop'
  | 'generic';

export const VERBS: Record<CoachLanguage, Record<string, VerbClass>> = {
  en: {
    ...cls('call phone ring text txt dm msg whatsapp email message ping reply respond', 'call'),
    ...cls('book reserve', 'book'),
    ...cls('schedule', 'appoint'),
    ...cls(
      'dispute contest buy order pick return mail post send renew cancel fix repair replace mow clean wash vacuum hoover iron take drop collect print sign submit file register back update install pack unpack charge grab change sort tidy declutter empty bring apply ship deliver wrap shop refill unsubscribe pay sell fetch chase sharpen repot prune inflate hang mount frame bleed descale defrost unblock unclog regrout reseal worm deworm flea deflea',
      'errand',
    ),
    ...cls('learn study practice practise master memorize memorise train pass', 'skill'),
    ...cls(
      'build launch finish complete create design develop renovate redesign plan organise organize prepare publish record release migrate refactor draft edit produce paint move relocate write start set lead host present',
      'project',
    ),
    ...cls('visit see meet hug reconnect date thank forgive', 'relationship'),
    ...cls('jog exercise swim cycle bike hike stretch lift lose walk climb', 'health'),
    ...cls('budget invest', 'money'),
    ...cls('balance', 'money'),
    ...cls('meditate journal floss wake sleep drink eat cook', 'habit'),
    ...cls('feel worry stress relax calm breathe', 'feel'),
    ...cls('stop quit cut reduce avoid limit', 'stop'),
    ...cls('run', 'run'),
    ...cls('spend', 'spend'),
    ...cls('save', 'save'),
    ...cls('water', 'water'),
    ...cls('read', 'read'),
    ...cls('write', 'write'),
  },
  es: {
    ...cls('llamar telefonear escribirle mandarle', 'call'),
    ...cls('reservar', 'book'),
    ...cls('pedir agendar', 'appoint'),
    ...cls(
      'comprar recoger devolver enviar mandar renovar cancelar arreglar reparar cambiar limpiar lavar ordenar pagar imprimir firmar entregar presentar solicitar tramitar sacar llevar tirar vaciar instalar actualizar vender revisar comprobar contratar sustituir reclamar inscribirme apuntarme matricularme conseguir buscar negociar planchar dar tender colgar',
      'errand',
    ),
    ...cls('aprender estudiar practicar dominar repasar adiestrar', 'skill'),
    ...cls(
      'terminar acabar lanzar crear diseñar desarrollar construir preparar organizar planificar publicar grabar reformar pintar mudarme mudarse empezar montar redactar',
      'project',
    ),
    ...cls('visitar ver quedar cenar abrazar reconectar', 'relationship'),
    ...cls('correr trotar nadar caminar entrenar adelgazar estirar bajar moverme moverse', 'health'),
    ...cls('ahorrar invertir', 'money'),
    ...cls('meditar beber tomar dormir despertarme levantarme cocinar comer', 'habit'),
    ...cls('sentirme sentir estar relajarme preocuparme', 'feel'),
    ...cls('dejar reducir evitar', 'stop'),
    ...cls('pasar', 'spend'),
    ...cls('regar', 'water'),
    ...cls('leer', 'read'),
    ...cls('escribir', 'write'),
  },
  de: {
    ...cls('anrufen telefonieren schreiben mailen', 'call'),
    ...cls('buchen reservieren', 'book'),
    ...cls('vereinbaren ausmachen', 'appoint'),
    ...cls(
      'beanstanden kaufen besorgen abholen zurückgeben zurückschicken schicken senden verschicken erneuern verlängern umtauschen kündigen reparieren putzen waschen aufräumen bezahlen zahlen drucken unterschreiben abgeben einreichen beantragen sichern installieren aktualisieren wegbringen ausmisten erledigen holen verkaufen prüfen überprüfen checken kontrollieren austauschen ersetzen wechseln tauschen anmelden ummelden abmelden reklamieren widersprechen klären bestellen vergleichen bügeln ölen entkalken verhandeln suchen finden aufhängen flicken sortieren ordnen abheften vertikutieren düngen harken mulchen',
      'errand',
    ),
    ...cls('lernen üben studieren wiederholen beibringen zeigen erziehen', 'skill'),
    ...cls(
      'fertigstellen beenden abschließen starten launchen bauen erstellen entwerfen entwickeln vorbereiten planen organisieren veröffentlichen aufnehmen renovieren streichen umziehen gründen anfangen aufmachen eröffnen aufbauen basteln',
      'project',
    ),
    ...cls('besuchen treffen sehen umarmen', 'relationship'),
    ...cls('laufen joggen schwimmen wandern trainieren abnehmen dehnen radeln bewegen spazieren', 'health'),
    ...cls('sparen investieren', 'money'),
    ...cls('meditieren trinken saufen schlafen aufstehen kochen essen', 'habit'),
    ...cls('fühlen entspannen', 'feel'),
    ...cls('aufhören reduzieren vermeiden', 'stop'),
    ...cls('verbringen', 'spend'),
    ...cls('gießen', 'water'),
    ...cls('lesen', 'read'),
  },
  fr: {
    ...cls('appeler téléphoner rappeler relancer contacter joindre', 'call'),
    ...cls('réserver', 'book'),
    ...cls('prendre', 'appoint'),
    ...cls(
      'acheter récupérer rendre renvoyer envoyer poster renouveler annuler réparer nettoyer laver ranger payer imprimer signer déposer remettre demander sauvegarder installer changer sortir vider vendre résilier vérifier contrôler remplacer échanger rapporter déclarer inscrire contester régler refaire chercher trouver vidanger détartrer repasser négocier commander comparer étendre',
      'errand',
    ),
    ...cls('apprendre étudier pratiquer maîtriser réviser montrer dresser éduquer', 'skill'),
    ...cls(
      'terminer finir lancer créer concevoir développer construire préparer organiser planifier publier enregistrer rénover peindre déménager commencer monter rédiger',
      'project',
    ),
    ...cls('voir visiter retrouver rencontrer dîner', 'relationship'),
    ...cls('courir nager marcher entraîner maigrir étirer randonner bouger', 'health'),
    ...cls('économiser épargner investir', 'money'),
    ...cls('méditer boire picoler dormir lever coucher cuisiner manger', 'habit'),
    ...cls('sentir détendre', 'feel'),
    ...cls('arrêter réduire éviter', 'stop'),
    ...cls('passer', 'spend'),
    ...cls('arroser', 'water'),
    ...cls('lire', 'read'),
    ...cls('écrire', 'write'),
  },
  pt: {
    ...cls('ligar telefonar', 'call'),
    ...cls('reservar', 'book'),
    ...cls('marcar agendar', 'appoint'),
    ...cls(
      'comprar buscar devolver enviar mandar renovar cancelar consertar arrumar limpar lavar pagar imprimir assinar entregar pedir solicitar tirar levar trocar instalar atualizar vender conferir checar verificar contratar resolver substituir reclamar inscrever negociar passar-a-ferro encomendar comparar estender pendurar',
      'errand',
    ),
    ...cls('aprender estudar praticar dominar treinar adestrar', 'skill'),
    ...cls(
      'terminar acabar lançar criar desenhar desenvolver construir preparar organizar planejar planear publicar gravar reformar pintar mudar começar montar redigir',
      'project',
    ),
    ...cls('visitar ver encontrar jantar abraçar', 'relationship'),
    ...cls('correr nadar caminhar malhar emagrecer alongar pedalar mexer-me mexer-se', 'health'),
    ...cls('poupar economizar investir', 'money'),
    ...cls('meditar beber tomar dormir acordar cozinhar comer', 'habit'),
    ...cls('sentir relaxar', 'feel'),
    ...cls('parar deixar largar reduzir evitar', 'stop'),
    ...cls('passar', 'spend'),
    ...cls('regar', 'water'),
    ...cls('ler', 'read'),
    ...cls('escrever', 'write'),
  },
};

function cls(list: string, c: VerbClass): Record<string, VerbClass> {
  return Object.fromEntries(list.split(' ').map((w) => [w, c]));
}

/** Words people put before the real goal ('I want to', 'quiero'). */
export const FILLERS: PerLang = perLang({
  en: "i want to|i'd like to|i would like to|i need to|i have to|i must|i should|i will|i'll|i'm going to|want to|need to|have to|going to|try to|finally|actually|really|please|remember to|don't forget to|make sure to|to|(?:go|come|head|pop|nip)(?: out| round| over| down| up)? and",
  es: 'quiero|quisiera|necesito|tengo que|debo|voy a|intentar|por fin|recordar|acordarme de|no olvidar',
  de: 'ich will|ich möchte|ich muss|ich sollte|endlich|unbedingt|versuchen|mal',
  fr: 'je veux|je voudrais|je dois|il faut|enfin|essayer de|penser à|ne pas oublier de',
  pt: 'quero|queria|preciso|tenho que|tenho de|devo|vou|tentar|finalmente|lembrar de|não esquecer de',
});

export const APPOINTMENT_NOUNS: PerLang = perLang({
  en: 'appointment|appt|dentist|toothache|root canal|wisdom tooth|my crown|temp crown|temporary crown|doctor|gp|check-?up|checkup|haircut|hairdresser|barber|vet|physio|physiotherapist|therapist|optician|eye test|dermatologist|gynaecologist|gynecologist|mechanic|mot|service|vaccination|vaccine|blood test|scan|consultation|smear test|mammogram',
  es: 'cita|turno|dentista|médico|medico|médica|peluquería|peluquero|veterinario|revisión|fisio|fisioterapeuta|oculista|oftalmólogo|ginecólogo|análisis|vacuna|itv|mecánico',
  de: 'termin|zahnarzt|zahnärztin|arzt|ärztin|hausarzt|friseur|tierarzt|physio|physiotherapie|augenarzt|frauenarzt|impfung|blutabnahme|tüv|werkstatt|vorsorge',
  fr: 'rendez-vous|rdv|dentiste|médecin|docteur|coiffeur|vétérinaire|kiné|kinésithérapeute|ophtalmo|ophtalmologue|gynéco|vaccin|prise de sang|contrôle technique|garagiste',
  pt: 'consulta|marcação|dentista|médico|medico|médica|cabeleireiro|barbeiro|veterinário|fisioterapeuta|oftalmologista|ginecologista|exame|vacina|revisão|mecânico',
});

/** Things you book that are not appointments: travel, tables, tickets. */
export const BOOKABLE_NOUNS: PerLang = perLang({
  en: 'flights?|flight|hotel|train|tickets?|table|room|car|holiday|vacation|trip|airbnb|venue|campsite|ferry|bus|restaurant|seats?|tour|class|course',
  es: 'vuelos?|hotel|tren|billetes|entradas|mesa|habitación|coche|vacaciones|viaje|restaurante|casa rural',
  de: 'flug|flüge|hotel|zug|tickets?|karten|tisch|zimmer|auto|urlaub|reise|restaurant|ferienwohnung',
  fr: 'vols?|hôtel|train|billets?|table|chambre|voiture|vacances|voyage|restaurant|gîte',
  pt: 'voos?|hotel|comboio|trem|bilhetes|passagens|mesa|quarto|carro|férias|viagem|restaurante',
});

export const WORK_NOUNS: PerLang = perLang({
  en: 'retro|retrospective|meeting|standup|stand-up|workshop|sprint|team|demo|presentation|interview|errands|payroll|numbers|report|review|offsite|onboarding|planning|session|call|campaign|project|kickoff|kick-off|webinar|event|survey|tests?|script|query|backup|ads',
  es: 'reunión|retro|retrospectiva|taller|equipo|demo|presentación|entrevista|informe|proyecto|evento',
  de: 'meeting|besprechung|retro|workshop|team|präsentation|vorstellungsgespräch|bericht|projekt|sitzung',
  fr: 'réunion|rétro|atelier|équipe|démo|présentation|entretien|rapport|projet|séance',
  pt: 'reunião|retro|workshop|equipa|equipe|apresentação|entrevista|relatório|projeto|evento',
});

export const DISTANCE_NOUNS = phrases(
  '\\d+\\s?(?:k|km|kms|mi|miles?|kilometers?|kilometres?|kilómetros|kilometer|kilomètres|quilómetros|quilômetros)|marathon|maratón|marathon|maratona|half[- ]marathon|media maratón|halbmarathon|semi-marathon|meia maratona|5k|10k|parkrun|ultra',
);

export const MONEY_NOUNS: PerLang = perLang({
  en: 'books|accounts|budget|taxes|tax|tax return|savings|debt|debts|loan|credit card|overdraft|overdrawn|arrears|impulse (?:buys?|buying|purchases?|spending|shopping)|retail therapy|invoices?|bills?|rent|mortgage|pension|money|expenses|spending|finances|emergency fund|subscriptions?|salary|raise|bank(?! holidays?)|isa|401k|stocks|index funds?|\\d+\\s?(?:€|\\$|£|eur|euros?|dollars?|pounds?|usd|gbp)|[€$£]\\s?\\d+',
  es: 'presupuesto|compras (?:por impulso|compulsivas)|ahorros?|deudas?|préstamo|impuestos|declaración|renta|facturas?|alquiler|hipoteca|cuentas|gastos|dinero|finanzas|suscripciones|sueldo|aumento|\\d+\\s?(?:€|euros?|pesos|dólares)',
  de: 'budget|impulskäufe?|frustkäufe?|steuern?|steuererklärung|schulden|kredit|rechnungen?|miete|konto|ersparnisse|ausgaben|geld|finanzen|abos?|gehalt|gehaltserhöhung|\\d+\\s?(?:€|euro)',
  fr: 'budget|achats (?:compulsifs|impulsifs)|impôts|déclaration|dettes?|prêt|factures?|loyer|épargne|comptes|dépenses|argent|finances|abonnements?|salaire|augmentation|\\d+\\s?(?:€|euros?)',
  pt: 'orçamento|compras (?:por impulso|compulsivas)|poupanças?|dívidas?|empréstimo|impostos|irs|declaração|faturas?|contas|aluguel|aluguer|renda|despesas|gastos|dinheiro|finanças|assinaturas|salário|aumento|\\d+\\s?(?:€|euros?|reais|r\\$)',
});

export const PEOPLE_NOUNS: PerLang = perLang({
  en: '(?:mother|father|sister|brother|son|daughter)-in-law|mom|mum|mother|mommy|mam|mummy|dad|father|daddy|parents|grandma|grandpa|grandad|granddad|grampa|gramps|gran|granny|nanny|grandmother|grandfather|nan|nana|nanna|grandparents|grandkids|grandchildren|grandson|granddaughter|stepmum|stepmom|stepdad|sister|brother|siblings?|wife|husband|partner|girlfriend|boyfriend|fiancée?|kids|children|son|daughter|family|friends?|aunt|uncle|cousins?|neighbou?rs?|in-laws|niece|nephew|bestie|best friend|mentor|godson|goddaughter|grandsons|granddaughters|nieces|nephews|mates?|the girls|the lads|the boys|bf|gf',
  es: 'mamá|madre|papá|padre|padres|abuela|abuelo|abuelos|hermana|hermano|hermanos|esposa|esposo|marido|mujer|pareja|novia|novio|hijos|hija|hijo|familia|amigos?|amigas?|tía|tío|primos?|primas?|vecinos?|sobrin[oa]s?|suegr[oa]s?',
  de: 'mama|mutter|papa|vater|eltern|oma|opa|großeltern|schwester|bruder|geschwister|frau|mann|partner|partnerin|freundin|freund|kinder|kind|sohn|tochter|familie|freunde|tante|onkel|cousine|cousin|nachbarn?|schwiegereltern|nichte|neffe|kindern|kids|freunden|geschwistern|enkel|enkeln|enkelkinder|enkelkindern',
  fr: 'maman|mère|papa|père|parents|mamie|mémé|grand-mère|papi|pépé|grand-père|grands-parents|sœur|soeur|frère|femme|mari|copine|copain|conjoint|enfants|fils|fille|famille|amis?|amies?|tante|oncle|cousins?|cousines?|voisins?|neveu|nièce|beaux-parents',
  pt: 'mãe|mae|pai|pais|avó|avô|avós|irmã|irmão|irmãos|esposa|marido|mulher|namorada|namorado|filhos|filho|filha|família|amigos?|amigas?|tia|tio|primos?|primas?|vizinhos?|sobrinh[oa]s?|sogr[oa]s?',
});

export const HEALTH_NOUNS: PerLang = perLang({
  en: 'gym|weight|kg|kilos?|lbs|pounds|steps|push-?ups|sit-?ups|squats|plank|yoga|pilates|workouts?|exercises?|in shape|fit|fitter|fitness|cardio|swimming|cycling|running|walks?|walking|hikes?|hiking|stretching|sleep|bed|bedtime|vegetables|veggies|fruit|sugar|alcohol|booze|smoking|cigarettes|vaping|diet|protein|healthier|healthy|water|caffeine|coffee|posture|back pain|knee|physio exercises|blood pressure|cholesterol',
  es: 'gimnasio|gym|peso|kilos|pasos|flexiones|sentadillas|yoga|pilates|ejercicio|en forma|cardio|natación|bici|dormir|verduras|fruta|azúcar|alcohol|fumar|tabaco|dieta|proteína|sano|sana|saludable|agua|café|espalda|rodilla',
  de: 'fitnessstudio|gym|gewicht|kilo|schritte|liegestütze|kniebeugen|yoga|pilates|sport|training|in form|fit|fitter|cardio|schwimmen|radfahren|schlaf|früher ins bett|gemüse|obst|zucker|alkohol|rauchen|zigaretten|ernährung|gesünder|gesund|wasser|kaffee|rücken|knie',
  fr: 'salle|sport|poids|kilos|pas|pompes|squats|yoga|pilates|exercices?|en forme|cardio|natation|vélo|randonnées?|rando|sommeil|légumes|fruits|(?<!cabane [àa] )sucre|alcool|fumer|cigarettes|régime|protéines|sain|saine|santé|eau|café|dos|genou',
  pt: 'academia|ginásio|peso|quilos|kg|passos|flexões|agachamentos|yoga|ioga|pilates|exercícios?|em forma|cardio|natação|bicicleta|trilhas?|caminhadas?|sono|legumes|fruta|açúcar|álcool|fumar|cigarros|dieta|proteína|saudável|saúde|água|café|costas|joelho',
});

export const FEELING_WORDS: PerLang = perLang({
  en: 'anxious|anxiety|stress|stressed|overwhelmed|calmer|calm|happier|happy|lonely|loneliness|sad|sadness|burnout|burned out|burnt out|confidence|confident|self-esteem|kinder to myself|gratitude|grateful|mood|mental health|worry|worried|worrying|relaxed|peace|at peace|less tense|panic|(?<=(?:feel|feeling|felt|feels|so|bit|less|been|am|always|very|really|too|quite|im|i\\W?m)\\s)down|depressed|overthinking|self-care|self care|cope|coping|grief|angry|anger|patience|patient|feel|feeling',
  es: 'ansiedad|ansioso|ansiosa|estrés|estresado|estresada|agobiado|agobiada|tranquilo|tranquila|feliz|sentirme|me siento|solo|sola|soledad|triste|tristeza|autoestima|calma|preocuparme|preocupado|preocupada|nervios|nervioso|nerviosa|salud mental|agotado|agotada|paciencia|rabia',
  de: 'angst|ängstlich|stress|gestresst|überfordert|ruhig|ruhiger|glücklich|glücklicher|einsam|einsamkeit|traurig|selbstwert|selbstbewusstsein|entspannt|entspannter|fühlen|gelassen|gelassener|sorgen|nervös|psychische gesundheit|erschöpft|burnout|geduld|wut',
  fr: 'anxieux|anxieuse|anxiété|angoisse|angoissé|stress|stressé|stressée|débordé|débordée|calme|heureux|heureuse|(?<!tout |toute |tous |toutes )(?:seul|seule)|solitude|triste|tristesse|confiance|détendu|détendue|sentir|serein|sereine|inquiet|inquiète|santé mentale|épuisé|épuisée|patience|colère',
  pt: 'ansioso|ansiosa|ansiedade|estresse|stress|estressado|estressada|stressado|stressada|sobrecarregado|sobrecarregada|calmo|calma|feliz|sozinho|sozinha|solidão|triste|tristeza|autoestima|relaxado|relaxada|sentir|tranquilo|tranquila|preocupado|preocupada|saúde mental|esgotado|esgotada|paciência|raiva',
});

export const SKILL_NOUNS: PerLang = perLang({
  en: 'spanish|french|german|italian|portuguese|japanese|chinese|mandarin|korean|arabic|english|dutch|russian|sign language|piano|guitar|violin|drums|drum|drum kit|ukulele|bass|singing|python|javascript|typescript|sql|excel|rust|golang|coding|programming|drawing|painting|photography|chess|driving|knitting|sewing|calligraphy|pottery|salsa|dance|dancing|swim|juggle|juggling|touch typing|kickflip|kickflips|ollie|ollies|skateboarding|handstand|bsl|asl|html|css',
  es: 'inglés|francés|alemán|italiano|portugués|japonés|chino|coreano|árabe|piano|guitarra|violín|batería|ukelele|ukulele|cantar|python|javascript|sql|excel|programar|programación|dibujar|dibujo|pintura|fotografía|ajedrez|conducir|tejer|coser|bailar|nadar|cocinar',
  de: 'englisch|spanisch|französisch|italienisch|portugiesisch|japanisch|chinesisch|koreanisch|arabisch|klavier|gitarre|geige|schlagzeug|singen|python|javascript|sql|excel|programmieren|zeichnen|malen|fotografie|schach|autofahren|stricken|nähen|tanzen|schwimmen|kochen',
  fr: 'anglais|espagnol|allemand|italien|portugais|japonais|chinois|coréen|arabe|piano|guitare|violon|batterie|chanter|python|javascript|sql|excel|programmer|programmation|dessiner|dessin|peinture|photographie|échecs|conduire|tricoter|coudre|danser|nager|cuisiner',
  pt: 'inglês|espanhol|alemão|francês|italiano|japonês|chinês|coreano|árabe|piano|guitarra|violão|violino|bateria|cantar|python|javascript|sql|excel|programar|programação|desenhar|desenho|pintura|fotografia|xadrez|conduzir|dirigir|tricotar|costurar|dançar|nadar|cozinhar',
});

/** Big deliverables: they take weeks, so they get milestones. */
export const BIG_DELIVERABLES: PerLang = perLang({
  en: 'book|novel|thesis|dissertation|business|startup|company|app|website|site|podcast|channel|course|album|newsletter|blog|portfolio|house|kitchen|bathroom|garden|wedding|product|game|memoir|phd|masters|degree|renovation|marathon',
  es: 'libro|novela|tesis|negocio|empresa|app|aplicación|web|página|podcast|canal|curso|álbum|newsletter|blog|portafolio|casa|cocina|baño|jardín|boda|producto|juego|tfg|tfm|máster|reforma',
  de: 'buch|roman|abschlussarbeit|bachelorarbeit|masterarbeit|doktorarbeit|firma|unternehmen|startup|app|webseite|website|podcast|kanal|kurs|album|newsletter|blog|portfolio|haus|küche|bad|garten|hochzeit|produkt|spiel|renovierung',
  fr: 'livre|roman|thèse|mémoire|entreprise|startup|appli|application|site|podcast|chaîne|cours|album|newsletter|blog|portfolio|maison|cuisine|salle de bain|jardin|mariage|produit|jeu|rénovation',
  pt: 'livro|romance|tese|dissertação|negócio|empresa|startup|app|aplicação|aplicativo|site|podcast|canal|curso|álbum|newsletter|blog|portfólio|casa|cozinha|casa de banho|banheiro|jardim|casamento|produto|jogo|obras|remodelação',
});

/** Things written to a person (a letter, a card): a relationship gesture, not a project. */
export const LETTER_NOUNS: PerLang = perLang({
  en: 'letter|card|note|thank-you|thank you|postcard|message',
  es: 'carta|tarjeta|nota|postal|mensaje',
  de: 'brief|karte|postkarte|nachricht|dankeskarte',
  fr: 'lettre|carte|mot|message',
  pt: 'carta|cartão|postal|mensagem|bilhete',
});

export const TIME_NOUNS: PerLang = perLang({
  en: 'weekend|time|day|evening|afternoon|morning|holiday|holidays|sunday|saturday|quality time|an hour|a day|the day|week',
  es: 'fin de semana|tiempo|día|tarde|noche|mañana|vacaciones|domingo|sábado',
  de: 'wochenende|zeit|tag|abend|nachmittag|urlaub|sonntag|samstag',
  fr: 'week-end|weekend|temps|journée|soirée|après-midi|vacances|dimanche|samedi',
  pt: 'fim de semana|fim-de-semana|tempo|dia|tarde|noite|férias|domingo|sábado',
});

/**
 * 'read 20 pages a night', 'one pushup a morning': a part of the day after what is done is a rhythm.
 * Not when it is what the verb acts on ('plan a night out', 'spend a night in', 'for a night').
 */
const PART_OF_DAY_EN =
  '(?<!(?:for|on|in|of|to|with|book|plan|have|host|enjoy|spend|take|need|want|organi[sz]e|arrange|get|throw|just|once|such|what|quite|last|whole|full) )an? (?:night|morning|evening|afternoon|weeknight|weekday)(?! (?:out|off|away|in|shift|owl|class|classes|course|session|slot|cap|flight|train|bus|routine|person|job|market|club|trip|nurse|worker|light|time|sky|dress|look|meal))';
/** A goal that repeats: its plan is a frequency, not a deadline. */
export const FREQUENCY: PerLang = perLang({
  en: `every ?day|every (?:morning|evening|night|afternoon|lunchtime|week|weekday|weeknight|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|other day)|every (?:mon|tues?|wed|weds|thurs?|fri|sat|sun)\\.?|each (?:day|morning|evening|night|afternoon|lunchtime|week|weekday|weeknight|weekend)|daily|nightly|weekly|monthly|a day|per day|a week|per week|a month|per month|${PART_OF_DAY_EN}|per (?:night|morning|evening|afternoon|weekday|weeknight)|of an? (?:evening|morning|night|afternoon)|(?:most|weekday|weeknight) (?:days|mornings|evenings|nights|afternoons|weekdays|weeknights)|weeknights|(?:on )?(?:work|school) nights|weekdays|afternoons|\\w+ times (?:a|per) (?:day|week|month)|\\d+x (?:a|per) (?:day|week)|twice (?:a|per) (?:day|week|month)|once (?:a|per) (?:day|week|month)|on weekdays|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)days|on weekends|at weekends|at the weekends?|on the weekends?|weekends only|mornings|evenings|regularly|habit|routine|more often`,
  es: 'cada día|todos los días|todas las (?:mañanas|noches|semanas|tardes)|todos los (?:lunes|martes|miércoles|jueves|viernes|sábados|domingos)|los (?:sábados|domingos|findes)|(?<!(?:un|mi|el|tu|su|del|al) )diario|diariamente|a diario|a la semana|por semana|al día|por día|al mes|cada (?:mañana|noche|tarde|semana|mes|fin de semana)|por (?:noche|mañana|tarde)|entre semana|de lunes a viernes|(?:los )?días de semana|(?:casi todas|la mayoría de) las (?:mañanas|noches|tardes)|todos los (?:días laborables|fines de semana)|\\w+ veces|semanalmente|hábito|rutina|regularmente|más a menudo',
  de: 'jeden (?:2\\.|3\\.|zweiten|dritten) tag|alle (?:2|3|zwei|drei) tage|jeden (?:tag|morgen|abend|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|\\d+ ?x (?:pro|die|in der|im) (?:woche|monat|tag)|jede woche|an (?:den )?wochenenden|wochenends|jede nacht|jeden mittag|jeden werktag|jedes wochenende|werktags|(?:von )?montag bis freitag|montags bis freitags|allabendlich|allmorgendlich|pro (?:abend|nacht|morgen)|unter der woche|(?:an den )?meisten (?:abenden|tagen|morgen)|die meisten (?:abende|tage|morgen)|fast jeden (?:abend|tag|morgen)|täglich|wöchentlich|montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|monatlich|pro (?:tag|woche|monat)|am tag|die woche|in der woche|\\w+ ?mal (?:pro|die|in der) woche|\\w+mal (?:pro|die|in der) woche|morgens|abends|regelmäßig|gewohnheit|routine|öfter',
  fr: 'chaque (?:jour|matin|soir|nuit|après-midi|semaine|week-end|mois|lundi|dimanche)|\\d+ ?x par (?:semaine|jour|mois)|(?<!ce )(?:le|les) (?:week-ends?|weekends?|we)|toutes les nuits|tous les (?:après-midi|week-ends)|par (?:soir|nuit|matin)|en semaine|du lundi au vendredi|la plupart des (?:soirs|matins|jours)|tous les (?:jours|matins|soirs|lundis|mardis|mercredis|jeudis|vendredis|samedis|dimanches)|toutes les semaines|quotidien|quotidiennement|par (?:jour|semaine|mois)|\\w+ fois|le matin|le soir|régulièrement|habitude|routine|plus souvent',
  pt: 'todos os dias|todo dia|cada (?:dia|noite|manhã|manha|tarde|semana|mês|fim de semana)|todas as (?:manhãs|noites|tardes|semanas)|toda (?:manhã|noite|tarde|semana)|todo fim de semana|todos os fins de semana|por (?:noite|manhã|tarde)|durante a semana|de segunda a sexta(?:-feira)?|(?:em|nos) dias úteis|(?:a maioria das|quase todas as) (?:manhãs|noites|tardes)|(?:todos os|aos) (?:sábados|domingos)|(?:todas as|às) (?:segundas|terças|quartas|quintas|sextas)|diariamente|por (?:dia|semana|mês)|ao dia(?! \\d)|à semana|na semana|\\w+ vezes|semanalmente|hábito|rotina|regularmente|mais vezes|com mais frequência',
});

/** Words that make a goal impossible to check off as written. */
export const VAGUE_WORDS: PerLang = perLang({
  en: 'better|more|less|improve|work on|try|get in shape|be healthier|figure out|sort out|somehow|stuff|things|someday|at some point|get into|start|grow|become|healthier|happier|fitter|organized|organised|consistent|productive|focus on|deal with|think about|look into',
  es: 'mejor|mejorar|más|menos|intentar|ponerme en forma|cosas|algún día|crecer|ser|empezar|organizado|organizada|productivo|productiva|enfocarme',
  de: 'besser|mehr|weniger|verbessern|versuchen|in form|sachen|dinge|irgendwann|wachsen|werden|anfangen|organisierter|produktiver|kümmern',
  fr: 'mieux|plus|moins|améliorer|essayer|en forme|choses|trucs|un jour|grandir|devenir|commencer|organisé|organisée|productif|productive|occuper',
  pt: 'melhor|melhorar|mais|menos|tentar|entrar em forma|ficar em forma|coisas|algum dia|crescer|ser|começar|organizado|organizada|produtivo|produtiva|focar',
});

export const URGENT_WORDS = phrases(
  'urgent|urgently|asap|overdue|deadline|must|urgente|cuanto antes|ya|dringend|sofort|frist|überfällig|urgence|d[ée]lai|au plus vite|urgente|prazo|o quanto antes|atrasad[oa]',
);

/** A person's name written with a capital inside a sentence. */
export const ANY_NAME = /(?<=\s)(?:[A-Z][\p{Ll}]+(?:\s[A-Z][\p{Ll}]+)*)/gu;
