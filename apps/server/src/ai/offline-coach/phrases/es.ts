import { dateFormatter, joinWith, type Phrasebook } from '../phrasebook.ts';

const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
const obj = (s: { object: string }, fallback: string) => s.object || fallback;
const who = (s: { person: string }) => s.person || 'esa persona';

/** A relative deadline as written, when it was written on an earlier day. */
const said = (w: { words?: string }) => (w.words ? `, «${w.words}» cuando la escribiste` : '');

export const es: Phrasebook = {
  locale: 'es-ES',
  by: (when) => `antes del ${when}`,
  plan: {
    oneOff: (s) => [`, hecho antes del ${s.when}`, ` como tarde el ${s.when}`, ` — para el ${s.when}`],
    habit: (s) => [
      ` — ${s.times} veces por semana durante las próximas dos semanas`,
      ` — ${s.times} días a la semana, empezando el ${s.when}`,
      `: ${s.times} días de cada 7, marcados en un calendario durante dos semanas`,
    ],
    habitNightly: (s) => [
      ` — cada noche durante las próximas dos semanas, empezando el ${s.when}`,
      `: todas las noches durante dos semanas, marcadas cada mañana en un calendario`,
      ` — cada noche, una prueba de dos semanas desde el ${s.when}`,
    ],
    habitDaily: (s) => [
      ` — cada día durante las próximas dos semanas, empezando el ${s.when}`,
      `: todos los días durante dos semanas, marcados en un calendario`,
      ` — a diario, una prueba de dos semanas desde el ${s.when}`,
    ],
    habitDays: (s) => [
      ` — ${s.times === 1 ? 'una vez' : `${s.times} días`} a la semana (${s.frequency}) durante dos semanas, el primero el ${s.when}`,
      `: ${s.frequency}, ${s.times === 1 ? 'una vez' : `${s.times} veces`} por semana, a partir del ${s.when}`,
    ],
    habitKept: (s) => [
      ` — durante los próximos 14 días, tachando en un calendario cada vez que lo hagas`,
      `, dos semanas de prueba para empezar, con una marca cada vez`,
      ` — prueba de dos semanas a partir del ${s.when}`,
    ],
    outing: (s) => [
      ` — una salida a la semana de una hora o más, la primera como tarde el ${s.when}`,
      `: una salida por semana, con tiempo para ir y volver (una hora o más), empezando el ${s.when}`,
    ],
    health: (s) => [
      ` — ${s.times} sesiones de ${s.minutes} minutos por semana, la primera antes del ${s.when}`,
      `: ${s.times} × ${s.minutes} minutos esta semana, primera sesión el ${s.when}`,
      ` — sesiones de ${s.minutes} minutos, ${s.times} veces por semana, a partir del ${s.when}`,
    ],
    quit: (s) => [
      ` — día para dejarlo fijado antes del ${s.when}, y luego cuenta los días sin ello durante dos semanas`,
      `: un día para dejarlo, como tarde el ${s.when}, y después 14 días sin ello, cada uno tachado`,
      ` — elige el día en que lo dejas (el ${s.when} como tarde) y cuenta los días sin ello durante dos semanas`,
    ],
    quitKept: () => [` — cuenta los días sin ello, tachados en un calendario`, `, tachando cada día sin ello`],
    cutDown: () => [
      ` — un límite fijado de antemano (cuánto, qué días) y cada vez contada, durante dos semanas`,
      `: un límite decidido antes, contado y apuntado durante 14 días`,
    ],
    skill: (s) => [
      ` — ${s.times} sesiones de práctica de ${s.minutes} minutos antes del ${s.when}`,
      `: ${s.times} sesiones de ${s.minutes} minutos de práctica hasta el ${s.when}`,
      ` — practicar ${s.times} veces, ${s.minutes} minutos cada vez, antes del ${s.when}`,
    ],
    skillWeekly: (s) => [
      ` — practicar ${s.times} veces por semana, ${s.minutes} minutos cada vez, hasta el ${s.when}`,
      `: ${s.times} sesiones de ${s.minutes} minutos de práctica cada semana hasta el ${s.when}`,
    ],
    skillLessons: (s) => [
      ` — la primera clase reservada antes del ${s.when}, y después una o dos clases por semana`,
      `: autoescuela elegida y primera clase reservada antes del ${s.when}, y después una clase cada semana`,
    ],
    skillCourse: (s) => [
      ` — curso reservado y la fecha del examen en la agenda para el ${s.when}`,
      `: el curso y su examen reservados para el ${s.when}, con el temario leído antes del primer día`,
    ],
    skillExpert: (s) => [
      ` — sin pasar por lo básico: ${s.times} sesiones de ${s.minutes} minutos antes del ${s.when}, construyendo algo real y pequeño`,
      `, por la vía rápida, como profesional: un miniproyecto real en ${s.times} sesiones antes del ${s.when}`,
    ],
    project: (s) => [
      ` — primer hito para el ${s.when}: el esquema y la primera parte terminada`,
      `. Hito para el ${s.when}: una primera versión, aunque sea tosca, que puedas enseñar a alguien`,
      ` — para el ${s.when}, un plan de una página y la primera parte hecha`,
    ],
    projectTrip: (s) => [
      ` — para el ${s.when}: fechas y quién viene acordados, y el transporte reservado`,
      ` — primer hito para el ${s.when}: dónde, cuándo y con quién por escrito, y la primera reserva hecha`,
      `. Para el ${s.when}: las fechas cerradas y el alojamiento reservado`,
    ],
    projectEvent: (s) => [
      ` — para el ${s.when}: fecha, lugar y lista de invitados cerrados`,
      ` — primer hito para el ${s.when}: los invitados avisados y el sitio o el menú decididos`,
      `. Para el ${s.when}: invitaciones enviadas y lo principal reservado`,
    ],
    projectStall: (s) => [
      ` — para el ${s.when}: el sitio o la fecha confirmados, el género contado y con precio, y cambio preparado`,
      ` — primer hito para el ${s.when}: la mesa, lo que vendes y quién cubre cada hora, decididos`,
      `. Para el ${s.when}: el género listo, los precios en etiquetas y los turnos del puesto repartidos`,
    ],
    projectMove: (s) => [
      ` — para el ${s.when}: fecha de mudanza fijada y furgoneta o empresa reservada`,
      ` — primer hito para el ${s.when}: una habitación empaquetada y la lista de cambios de dirección`,
      `. Para el ${s.when}: la fecha de mudanza cerrada y las cajas en casa`,
    ],
    projectWorks: (s) => [
      ` — primer hito para el ${s.when}: medidas tomadas, la lista de obras escrita y dos presupuestos pedidos`,
      ` — para el ${s.when}: las obras ordenadas y el presupuesto fijado con margen`,
      `. Para el ${s.when}: medidas, fotos y la lista de obras lista para pedir presupuestos`,
    ],
    projectPaint: (s) => [
      ` — para el ${s.when}: el color elegido, la pintura, la cinta, los rodillos y los plásticos comprados, y qué paredes van primero`,
      ` — primer hito para el ${s.when}: los muebles apartados, el suelo cubierto, los bordes encintados y la primera mano en una pared`,
      `. Para el ${s.when}: las paredes medidas, la pintura y el material en casa y el día de la primera mano en la agenda`,
    ],
    projectExpert: (s) => [
      ` — como un encargo de cliente: material pedido para el ${s.when} y un día reservado para hacerlo`,
      ` — para el ${s.when}: la lista de material hecha y pedida, y el día del trabajo en la agenda`,
    ],
    projectWork: (s) => [
      ` antes del ${s.when}, con el orden del día o el borrador listo la víspera`,
      `, hecho antes del ${s.when}: preparado, hecho y con seguimiento`,
      ` — listo para el ${s.when}, con la preparación acabada un día antes`,
    ],
    relationship: (s) => [
      ` — apuntad una fecha en el calendario antes del ${s.when}`,
      `: un plan concreto con ${who(s)}, acordado antes del ${s.when}`,
      ` — escribe y cerrad un día antes del ${s.when}`,
    ],
    money: (s) => [
      ` — apunta la cantidad exacta y la fecha, y déjalo en marcha antes del ${s.when}`,
      `: una cifra a alcanzar y una fecha para revisarla, decididas antes del ${s.when}`,
      ` — una cantidad fija cada vez que cobres, automática desde el ${s.when}`,
    ],
    moneyWait: (s) => [
      ` — lo que no está en tu lista espera 48 horas en el carrito desde el ${s.when}, y cada domingo cuentas lo que te ahorraste`,
      `: 48 horas de espera antes de cualquier compra no planeada desde el ${s.when}, y el dinero que te quedaste revisado cada domingo durante un mes`,
    ],
    moneyKept: (s) => [
      ` — repartido en partes iguales por nómina, la primera apartada antes del ${s.when}`,
      `, con una transferencia automática programada antes del ${s.when}`,
      ` — revisado cada domingo, primera transferencia antes del ${s.when}`,
    ],
    feelings: () => [
      ` — cada noche de esta semana, apunta una cosa que haya ido bien`,
      ` — tres respiraciones lentas y una pausa de 5 minutos al aire libre, una vez al día durante 7 días`,
      ` — un pequeño gesto amable contigo cada día de esta semana, anotado en una línea`,
    ],
    feelingsOwn: () => [
      ` — un pequeño paso esta semana, a tu ritmo, y después una línea sobre cómo te sientes`,
      ` — un pequeño paso cada vez esta semana, y después de cada uno una nota breve sobre cómo fue`,
      ` — un pequeño paso esta semana, cuando puedas, y después una línea sobre lo que ayudó`,
    ],
  },
  step: {
    call: (s) => [
      `ten a mano el número de ${s.person || 'la persona'} y apunta lo único que quieres decir`,
      `elige un momento en que ninguno de los dos vaya con prisa y ponlo en tu agenda`,
    ],
    appointment: () => [
      `busca la web de citas o el teléfono y apunta dos horarios que te vengan bien`,
      `llama en cuanto abran, con la agenda abierta y dos huecos libres en mente`,
    ],
    travel: (s) => [
      `compara dos opciones para ${obj(s, 'tus fechas')} y reserva la mejor`,
      `confirma las fechas, fija un precio máximo y abre la web de reservas`,
    ],
    home: (s) => [
      `deja lo que necesitas para ${obj(s, 'ello')} donde lo veas mañana por la mañana`,
      `pon un temporizador de 15 minutos y empieza con ${obj(s, 'ello')}`,
    ],
    admin: (s) => [
      `reúne en un solo sitio lo que pide ${obj(s, 'el trámite')} (documentos, dirección, contraseña)`,
      `busca el formulario, la dirección o el enlace para ${obj(s, 'el trámite')} y déjalo abierto`,
    ],
    habit: () => [
      `engánchalo a algo que ya haces cada día, justo después`,
      `pon un recordatorio diario a la hora en que es más fácil que lo hagas`,
    ],
    exercise: () => [
      `apunta la primera sesión en tu agenda y deja la ropa preparada esta noche`,
      `elige una rutina de 20 minutos y haz la primera hoy`,
    ],
    outing: () => [
      `elige una ruta de una o dos horas cerca de ti y mira cómo llegar al inicio y volver`,
      `escoge un día de esta semana sin lluvia prevista y apunta la salida en la agenda`,
    ],
    seated: () => [
      `elige una rutina sentada de 15 minutos (círculos de brazos, remo con goma, giros de tronco) y hazla hoy`,
      `deja una goma elástica junto a tu mesa y haz hoy una serie sentada de 10 remos`,
    ],
    legsCore: (s) => [
      `camina a paso vivo o pedalea en bici estática 20 minutos hoy, sin nada que cargue ${s.fact}`,
      `haz hoy 15 minutos de piernas y core (sentadillas a una silla, zancadas, puente de glúteos) sin peso en las manos`,
    ],
    lowImpact: (s) => [
      `reserva una sesión de piscina o de bici estática que no cargue ${s.fact}`,
      `haz hoy 15 minutos de ejercicio suave que no cargue ${s.fact}`,
    ],
    guided: () => [
      `pide a tu club de running, al parkrun o a una asociación de guías un guía vidente, y fija una primera salida juntos`,
      `reserva esta semana una sesión en cinta o en pista con un guía y acordad la cuerda y las indicaciones`,
    ],
    paced: () => [
      `camina o nada suave 10 minutos a primera hora, con el fresco, siéntate a descansar a mitad y para antes de cansarte`,
      `haz 10 minutos de estiramientos sentado y elevaciones lentas de piernas, con una pausa tras cada una, a la hora en que tengas más energía`,
    ],
    postnatal: () => [
      `pregunta a tu matrona o médico en la revisión posparto si ya puedes, y da hoy un paseo de 20 minutos con el carrito`,
      `haz hoy 10 minutos de suelo pélvico y respiración suave, y luego un paseo corto con el carrito`,
    ],
    prenatal: () => [
      `pregunta a tu matrona o a tu médico qué actividad te conviene ahora y da hoy un paseo de 20 minutos`,
      `haz hoy 15 minutos de movimiento suave para el embarazo: caminar, nadar o yoga prenatal`,
    ],
    food: (s) => [
      s.fact
        ? `apunta tres cenas ${s.fact} que te gusten y compra lo que necesitan`
        : `apunta tres cenas que te gusten y compra lo que necesitan`,
      s.fact
        ? `cocina esta noche comida ${s.fact.replace(/as$/, 'a')} y haz de más para mañana`
        : `cocina esta noche algo sencillo y haz de más para mañana`,
    ],
    sleep: () => [
      `pon una alarma 30 minutos antes de tu hora de dormir como señal para desconectar`,
      `esta noche deja el móvil cargando fuera del dormitorio`,
    ],
    drink: () => [`llena una botella ahora y tenla a la vista`, `tómate un vaso de agua con cada comida de hoy`],
    quit: () => [
      `apunta cuándo suelen llegar las ganas y qué harás en su lugar`,
      `quita hoy de casa o del móvil lo que te lo pone fácil`,
    ],
    reading: (s) => [
      `deja ${obj(s, 'el libro')} donde te sientas por la noche y lee 10 páginas hoy`,
      `lee 15 minutos antes de dormir esta noche, con el móvil en otra habitación`,
    ],
    writing: () => [`escribe un esquema de 5 puntos antes de abrir nada más`, `escribe hoy 200 palabras sin corregir`],
    learn: (s) => [
      `mira un tutorial corto para principiantes de ${obj(s, 'ello')} y practica hoy 10 veces, despacio, lo primero que enseña`,
      `practica ${obj(s, 'ello')} 20 minutos hoy: 10 intentos lentos de la parte que más te cueste, y apunta qué falló`,
    ],
    expert: (s) => [
      `elige una tarea pequeña y real y hazla en ${obj(s, 'ello')}, mirando la documentación solo cuando te atasques`,
      `pasa a ${obj(s, 'ello')} algo que ya hayas hecho y apunta qué cambia`,
    ],
    project: (s) => [
      `escribe en una línea cómo sería "terminado" para ${obj(s, 'el proyecto')}`,
      `divide ${obj(s, 'el proyecto')} en tres partes y empieza hoy por la más pequeña`,
    ],
    work: (s) => [
      `escribe el orden del día de ${obj(s, 'la tarea')} en tres puntos y envíalo`,
      `bloquea 30 minutos en tu agenda para preparar ${obj(s, 'la tarea')}`,
    ],
    move: () => [
      `apunta las tres decisiones que van primero (fecha, presupuesto, lugar) y cierra una hoy`,
      `apunta en una nota todos los papeles y contactos que pide la mudanza`,
    ],
    relationship: (s) => [
      `escribe hoy a ${who(s)} proponiendo dos días`,
      `mira tu agenda, elige un día libre y pregúntale hoy a ${who(s)}`,
    ],
    money: () => [
      `abre la app del banco y apunta lo que entró y salió este mes`,
      `programa hoy la transferencia o el pago automático`,
    ],
    feelings: () => [
      `esta noche, escribe una línea sobre algo que haya ido bien hoy`,
      `haz una pausa de 5 minutos al aire libre o junto a una ventana antes de tu próxima tarea`,
    ],
    clarify: () => [
      `escribe una frase que diga cómo sería tenerlo "hecho"`,
      `añade el detalle que falta: qué, y para cuándo`,
    ],
  },
  reason: {
    kind: {
      errand: [
        'Es un recado puntual: necesita una fecha y un primer paso, no sesiones.',
        'Un recado está hecho cuando está hecho, así que lleva una fecha cercana y un primer paso.',
      ],
      call: [
        'Es una llamada: son minutos, así que necesita un momento, no un plan.',
        'Una llamada es cosa de una vez; lo difícil es elegir el momento, así que le pongo fecha.',
      ],
      appointment: [
        'Es una cita que pedir: una llamada o un formulario corto, así que lleva fecha y primer paso.',
        'Pedir cita es una tarea rápida; una fecha cercana evita que se quede colgada.',
      ],
      habit: [
        'Es un hábito: vive de la constancia, así que lleva una frecuencia y una prueba corta, no una fecha límite.',
        'Un hábito se construye repitiendo, así que el plan es cada cuánto, durante dos semanas.',
      ],
      skill: [
        'Es algo que aprender: se gana con práctica, así que lleva un número de sesiones.',
        'Las habilidades salen de repetir, así que he contado las sesiones de práctica.',
      ],
      project: [
        'Es un proyecto: lleva semanas, así que necesita un primer hito que se pueda ver.',
        'Un proyecto de este tamaño necesita un hito visible, o se queda en deseo.',
      ],
      relationship: [
        'Va de una persona: el plan es un momento concreto juntos, con fecha acordada.',
        'Las relaciones avanzan con planes concretos, así que lleva una fecha que acordéis.',
      ],
      health: [
        'Va de tu cuerpo: lleva una frecuencia y una duración que puedas mantener.',
        'En salud importa más la constancia que el esfuerzo, así que lleva sesiones por semana.',
      ],
      money: [
        'Es una meta de dinero: necesita una cantidad y una fecha para revisarla.',
        'Las metas de dinero funcionan cuando la cantidad y la fecha están por escrito.',
      ],
      feelings: [
        'Va de cómo te sientes: ninguna fecha límite lo arregla, pero un gesto pequeño y amable repetido una semana puede ayudar.',
        'Las emociones no van con plazos; un gesto pequeño cada día ayuda más.',
      ],
      unclear: ['No he sabido entender de qué trata esta meta.'],
    },
    quit: [
      'Dejar algo sale mejor con un día para dejarlo y días que contar, así que lleva un día y una cuenta.',
      'Un hábito que dejar no es un entrenamiento: lleva un día para dejarlo y la cuenta de los días sin él.',
    ],
    quitOnDays: [
      'Lo dejas en los días que dijiste, así que no hace falta un día para dejarlo: cada uno de esos días sin ello se tacha.',
    ],
    cutDown: [
      'Quieres menos, no dejarlo del todo: un límite decidido antes y contar cada vez funcionan mejor que un día para dejarlo.',
    ],
    outing: [
      'Una salida necesita tiempo para llegar, hacer el recorrido y volver, así que lleva una a la semana de una hora o más, no sesiones cortas.',
    ],
    thatDay: ['Has dicho el día, así que el plan es esa sesión ese día, no una cuenta semanal.'],
    course: [
      'Un carnet o un certificado se consigue con un curso y un examen, así que el plan es reservar los dos, no practicar por tu cuenta.',
      'Esto se gana en un curso con examen al final: reservarlos es el paso que lo mueve.',
    ],
    workTask: [
      'Es una tarea de trabajo con un final claro: necesita una fecha y su preparación, no un plan largo.',
      'Una tarea así se hace de una vez cuando está preparada, así que lleva fecha y un paso de preparación.',
    ],
    keptDeadline: (d) => `He mantenido tu plazo ("${d}").`,
    keptStart: (s, w) =>
      w
        ? `Empieza cuando dijiste ("${s}"), no ahora: la primera fecha del plan es ${w}.`
        : `Espera a lo que dijiste ("${s}"), así que no he añadido ninguna fecha mía.`,
    keptNumbers: (x) => `Tus cifras (${x}) se quedan tal como las escribiste.`,
    keptRhythm: (r) => `He mantenido tu ritmo ("${r}").`,
    keptTime: (t) => `He mantenido tu hora ("${t}") como el momento de hacerlo cada día.`,
    keptLimit: (t) => `He mantenido tu hora ("${t}") como límite cada noche.`,
    keptTonight: (w) => `Empieza cuando dijiste ("${w}") y luego sigue su ritmo.`,
    addedDeadline: (w) => `He añadido una fecha (${w}) porque las metas sin fecha se quedan a la deriva.`,
    splitTotal: (unit) =>
      `He repartido el total entre ${unit === 'month' ? 'los meses' : 'las semanas'} que quedan hasta tu fecha, para que cada cobro tenga su cantidad.`,
    addedStart: (w) => `He puesto un inicio (${w}) para que el ritmo tenga un primer día.`,
    fact: {
      stepFree: () =>
        'Me dijiste que usas silla de ruedas, así que las rutas son sin escalones, con firme compacto y un inicio accesible.',
      wheelchair: () => 'Me dijiste que usas silla de ruedas, así que todo se hace sentado.',
      injury: (s) =>
        `Como ${s.fact} te ${/^l[ao]s\s/.test(s.fact) ? 'dan' : 'da'} problemas, el plan es de bajo impacto.`,
      diet: (s) => `Por tu alimentación, todas las comidas son ${s.fact}.`,
      onTheRoad: () =>
        'Pasas noches fuera por trabajo, así que el plan está pensado para la ruta: comida que llevas contigo y paradas con las que puedes contar.',
      nightShifts: () => 'Trabajas por turnos, así que va ligado a cuando te despiertas, no a la hora del reloj.',
      expert: (s) => `Ya trabajas en ${s.fact}, así que el plan parte de lo que ya sabes.`,
      beginner: () => 'Dijiste que estás empezando, así que el primer paso es pequeño a propósito.',
      kids: () => 'Con niños en casa, las sesiones son lo bastante cortas para encajarlas.',
      postpartum: () =>
        'Has tenido un bebé hace poco, así que el plan empieza suave (paseos, suelo pélvico) hasta que tu matrona o tu médico te den el visto bueno.',
      pregnant: () =>
        'Estás embarazada, así que el plan es suave (caminar, nadar, yoga prenatal), con el visto bueno de tu matrona o tu médico.',
      allergy: (s) => `Mencionaste una alergia (${s.fact}), así que déjalo fuera de todo.`,
      budgetCap: (s) => `Dijiste que puedes gastar ${s.fact}, así que el plan no se pasa de ahí.`,
      budgetSave: (s) =>
        s.fact
          ? `Dijiste que puedes apartar ${s.fact}, así que la cantidad no pasa de ahí y se aparta el día de cobro, antes de gastarla.`
          : 'Vas justo de dinero, así que la cantidad empieza pequeña y se aparta el día de cobro, antes de gastarla.',
      farAway: (s) =>
        `No estáis en el mismo sitio (${s.fact}), así que mira primero la diferencia horaria y elige una hora que sea de día para los dos.`,
      budget: () => 'Vas justo de dinero, así que el plan usa solo lo que es gratis o ya tienes en casa.',
      sightLoss: () =>
        'Me contaste lo de tu vista, así que el plan empieza con un guía vidente (un club, el parkrun o una asociación) o en cinta.',
      fatigue: (s) =>
        `Dijiste que te cansas rápido${s.fact ? ` (${s.fact})` : ''}, así que las sesiones son cortas, con pausas, en la hora más fresca del día.`,
      pregnantJob: () =>
        'Estás embarazada, así que nada de escaleras, peso ni olores fuertes, y lo pesado lo hace otra persona.',
      postpartumJob: () =>
        'Tuviste un bebé hace poco, así que haces lo ligero y dejas lo pesado a otra persona hasta que te den el alta.',
      carer: () => 'Cuidas de alguien en casa, así que las sesiones son lo bastante cortas para encajarlas.',
      asthma: () =>
        'Tienes asma, así que cada sesión empieza con el inhalador a mano y un calentamiento lento, y en días fríos o de mucha contaminación se hace bajo techo.',
      kidsReading: () =>
        'Con niños en casa, la lectura va donde te dejan hueco: un audiolibro en los trayectos y páginas cuando se duermen.',
      sightLossOut: () =>
        'Mencionaste tu vista, así que empieza con un voluntario guía o un grupo, y un sitio que ya conoces.',
      diabetes: () =>
        'Tienes diabetes, así que cada sesión empieza midiendo el azúcar y con algo rápido a mano (glucosa, zumo) por si hay una hipo.',
      diabetesFood: () =>
        'Tienes diabetes, así que las comidas llevan hidratos estables y a horas fijas, según tu medicación.',
      noLifting: () =>
        'Ahora no puedes cargar peso, así que se trae a domicilio o lo carga otra persona, y a ti no te toca nada pesado.',
      noCarAppointment: () =>
        'No conduces, así que la ida y la vuelta están pensadas en autobús, tren, con alguien que te lleve o en taxi.',
      allergyOut: () =>
        'Comer fuera es donde una alergia se escapa más fácil, así que la cocina lo sabe antes de reservar.',
      dietHosting: () =>
        'Cocinas para más gente, así que cada dieta de la mesa tiene sus platos con nombre y sus utensilios o su parte de la parrilla.',
      eatingOut: () =>
        'Comer fuera es donde más fácil se salta una dieta, así que se pregunta a la cocina antes de reservar.',
      glutenFreeBaking: () =>
        'Comes sin gluten, así que se hornea con harina sin gluten y en una cocina sin restos de harina normal.',
      veganBaking: () =>
        'Comes vegano, así que la receta cambia la leche, la mantequilla y los huevos por opciones vegetales.',
      dairyFreeBaking: () =>
        'Comes sin lactosa, así que la receta cambia la leche y la mantequilla por opciones sin lactosa.',
      noMicrowave: () =>
        'En el trabajo no hay microondas, así que la comida está buena fría o va caliente en un termo.',
      noCar: () => 'No conduces, así que está pensado en autobús, tren, andando o a domicilio.',
      noGarden: () =>
        'No tienes jardín, así que se cultiva en macetas, en la ventana o el balcón, o en un huerto urbano.',
      adhd: () => 'Tienes TDAH, así que va en bloques cortos con temporizador y un solo siguiente paso a la vista.',
      worksFromHome: () =>
        'Trabajas desde casa, así que el plan le da al día un inicio y un final fijos y te saca de casa.',
      nightSleep: () =>
        'Trabajas de noche, así que va del sueño después del turno: a oscuras, en silencio y a la misma hora tras cada turno.',
    },
    unclear: [
      'No he sabido entender de qué trata esta meta, así que no me he inventado un plan. ¿Qué quieres tener hecho, y para cuándo? Por ejemplo: "llamar al banco por la tarjeta antes del viernes".',
      'No tengo claro a qué te refieres, y un plan inventado no te serviría. ¿Qué quieres tener hecho, y para qué día?',
    ],
    tooLate: 'Es tarde donde estás, así que el primer paso puede esperar a mañana por la mañana.',
  },
  nextMove: {
    header: (g) => `Siguiente paso: "${g}"`,
    now: (step, m) => `Ahora: ${step}. Dale ${m} minutos de concentración.`,
    why: (w) => {
      switch (w.key) {
        case 'overdue':
          return w.days === 1 ? `venció ayer (${w.day}${said(w)})` : `venció hace ${w.days} días (${w.day}${said(w)})`;
        case 'dueToday':
          return `vence hoy${w.words ? ` (${said(w).slice(2)})` : ''}`;
        case 'dueTomorrow':
          return `vence mañana (${w.day}${said(w)})`;
        case 'dueIn':
          return `vence en ${n(w.days, 'día', 'días')} (${w.day}${said(w)})`;
        case 'stale':
          return `lleva ${n(w.days, 'día', 'días')} sin novedades`;
        case 'neverUpdated':
          return `no se ha movido desde que la creaste hace ${n(w.days, 'día', 'días')}`;
        case 'colour':
          return `es ${es.colour[w.colour]}`;
        case 'vague':
          return 'aún es vaga (pásale Fortify primero)';
        case 'passed':
          return `hace poco rechazaste ${n(w.count, 'sesión', 'sesiones')} para ella`;
      }
    },
    whyLabel: 'Por qué esta',
    after: (g, why) => `Después: "${g}" (${why}).`,
    stillVague: (k) =>
      k === 1
        ? 'Una meta sigue siendo vaga; pásale Fortify para poder terminarla.'
        : `${k} metas siguen siendo vagas; pásales Fortify para poder terminarlas.`,
    tooMany: (k) => `Tienes ${k} metas abiertas. Elige las 3 que importan esta semana y aparca el resto.`,
    chosenOver: (k, why) => `Elegida frente a ${n(k, 'otra meta', 'otras metas')} porque ${why}.`,
    onlyOne: (why) => `Es tu única meta abierta, y ${why}.`,
    noGoals:
      'No tienes metas abiertas. Escribe una meta para esta semana, una que te enorgullezca terminar antes del domingo.',
    nothingToRank: 'Todavía no hay nada que ordenar.',
  },
  grind: {
    name: {
      call: 'Haz la llamada',
      appointment: 'Pide la cita',
      travel: 'Reserva exprés',
      home: 'Bloque en casa',
      admin: 'Quítatelo de encima',
      habit: 'Repetición del hábito',
      exercise: 'Bloque de movimiento',
      outing: 'Salida',
      seated: 'Sesión sentada',
      legsCore: 'Sesión de piernas y core',
      lowImpact: 'Sesión de bajo impacto',
      guided: 'Sesión con guía',
      paced: 'Sesión corta con pausas',
      postnatal: 'Sesión suave posparto',
      prenatal: 'Sesión suave',
      food: 'Bloque de cocina',
      sleep: 'Desconexión',
      drink: 'Control del agua',
      quit: 'Plan contra las ganas',
      reading: 'Lectura profunda',
      writing: 'Sprint de borrador',
      learn: 'Práctica',
      expert: 'Constrúyelo de verdad',
      project: 'Sprint del proyecto',
      work: 'Bloque de preparación',
      move: 'Plan de mudanza',
      relationship: 'Da el paso',
      money: 'Revisión de cuentas',
      feelings: 'Pausa amable',
      clarify: 'Un detalle más',
    },
    body: {
      call: (s) => [
        `${s.minutes} minutos: apunta las dos cosas que tienes que decir, haz la llamada y anota lo que acordéis.`,
        `${s.minutes} minutos: si no contestan, deja un mensaje corto y manda un texto con una hora que te venga bien.`,
      ],
      appointment: (s) => [
        `${s.minutes} minutos: busca la web o el teléfono, elige un hueco que encaje en tu semana y pide la cita.`,
        `${s.minutes} minutos: llama en cuanto abran con dos huecos posibles y apunta en tu agenda el que te den.`,
      ],
      travel: (s) => [
        `${s.minutes} minutos: compara dos o tres opciones para ${obj(s, 'ello')}, elige una y resérvala antes de que acabe el tiempo.`,
        `${s.minutes} minutos: cierra primero las fechas y el presupuesto, y luego quédate con dos opciones para ${obj(s, 'ello')}.`,
      ],
      home: (s) => [
        `${s.minutes} minutos con ${obj(s, 'ello')}: empieza por lo que se ve desde la puerta y para cuando suene el temporizador.`,
        `${s.minutes} minutos: prepara todo lo que necesitas para ${obj(s, 'ello')} y haz la primera mitad.`,
      ],
      admin: (s) => [
        `${s.minutes} minutos: abre lo que necesitas para ${obj(s, 'el trámite')}, hazlo y guarda el justificante.`,
        `${s.minutes} minutos: reúne todos los documentos y contraseñas que pide ${obj(s, 'el trámite')} y rellena lo que puedas.`,
      ],
      habit: (s) => [
        `${s.minutes} minutos: haz la repetición de hoy y márcala en un calendario a la vista.`,
        `${s.minutes} minutos: prepáralo todo para que mañana sea más fácil y haz hoy una versión corta.`,
      ],
      exercise: (s) => [
        `${s.minutes} minutos de movimiento: 5 de calentamiento y luego un ritmo constante hasta el final.`,
        `${s.minutes} minutos al aire libre: caminar rápido o trotar suave, sin móvil, y apuntar cómo te has sentido.`,
      ],
      outing: (s) => [
        `${s.minutes} minutos fuera: llega al inicio, ve a ritmo tranquilo y da la vuelta a mitad de tiempo.`,
        `${s.minutes} minutos: una vuelta que aún no hayas hecho, con agua y algo de abrigo, y apunta cómo fue.`,
      ],
      seated: (s) => [
        `${s.minutes} minutos sentado: círculos de brazos, remo con goma y giros de tronco, 1 minuto cada uno, en rondas.`,
        `${s.minutes} minutos: rutina sentada de tren superior con una goma o dos botellas de agua, a ritmo constante.`,
      ],
      legsCore: (s) => [
        `${s.minutes} minutos de piernas y core (sentadillas a una silla, zancadas, puente de glúteos, paseo a paso vivo) dejando en reposo ${s.fact}.`,
        `${s.minutes} minutos: paseo rápido o bici estática, luego puentes y sentadillas lentas; nada por encima de la cabeza ni peso en las manos.`,
      ],
      lowImpact: (s) => [
        `${s.minutes} minutos de ejercicio de bajo impacto (natación, bici o movilidad) que no cargue ${s.fact}.`,
        `${s.minutes} minutos: movilidad y fuerza suaves que no carguen ${s.fact}; para si duele.`,
      ],
      guided: (s) => [
        `${s.minutes} minutos con tu guía: caminar para calentar y luego alternar carrera y paseo por una ruta o pista conocida.`,
        `${s.minutes} minutos en cinta o con guía en la pista, a un ritmo que te deje hablar.`,
      ],
      paced: (s) => [
        `${Math.min(s.minutes, 15)} minutos de movimiento suave en un sitio fresco: 3 minutos, descanso, y otra vez; para antes de cansarte.`,
        `${Math.min(s.minutes, 15)} minutos de estiramientos sentado y paseo lento, con pausas entre cada uno; mantente fresco.`,
      ],
      postnatal: (s) => [
        `${s.minutes} minutos: un paseo tranquilo con el carrito, luego ejercicios de suelo pélvico y respiración lenta.`,
        `${s.minutes} minutos de movimiento suave posparto (suelo pélvico, respiración, un paseo); nada de correr ni abdominales hasta que te den el alta.`,
      ],
      prenatal: (s) => [
        `${s.minutes} minutos de movimiento suave (caminar, nadar o yoga prenatal) a un ritmo que te deje hablar.`,
        `${s.minutes} minutos: estiramientos suaves y un paseo tranquilo; para enseguida si algo no va bien.`,
      ],
      food: (s) => [
        `${s.minutes} minutos: planifica ${s.fact ? `tres comidas ${s.fact}` : 'tres comidas'} para esta semana y escribe la lista de la compra.`,
        `${s.minutes} minutos: cocina un plato y guarda una segunda ración para mañana.`,
      ],
      sleep: (s) => [
        `${s.minutes} minutos antes de dormir: pantallas fuera, luz baja y unas páginas de algo ligero.`,
        `${s.minutes} minutos: deja preparado mañana (ropa, bolsa, alarma) para acostarte a tu hora.`,
      ],
      drink: (s) => [
        `${s.minutes} minutos: llena una botella, déjala donde trabajas y pon dos recordatorios para hoy.`,
        `${s.minutes} minutos: marca rayas en una botella para todo el día y bebe hasta la primera ahora.`,
      ],
      quit: (s) => [
        `${s.minutes} minutos: apunta tus tres momentos de tentación y qué harás en su lugar en cada uno.`,
        `${s.minutes} minutos: quita de en medio lo que te lo pone fácil y cuéntale tu plan a una persona.`,
      ],
      reading: (s) => [
        `Lee ${s.minutes} minutos con el móvil en otra habitación y apunta la idea que merece la pena guardar.`,
        `${s.minutes} minutos de lectura: lee y resume lo leído en tres líneas.`,
      ],
      writing: (s) => [
        `Escribe ${s.minutes} minutos sin corregir; marca los huecos con [TK] y sigue.`,
        `${s.minutes} minutos: primero un esquema (5 puntos), luego redacta solo el primero.`,
      ],
      learn: (s) => [
        `Practica ${obj(s, 'ello')} durante ${s.minutes} minutos: lo que te salió mal la última vez, hasta que salga bien.`,
        `${s.minutes} minutos de ${obj(s, 'práctica')}: una lección corta y, los últimos 5 minutos, ponte a prueba sin apuntes.`,
      ],
      expert: (s) => [
        `${s.minutes} minutos: construye algo pequeño y real en ${obj(s, 'ello')}, con la documentación abierta solo si te atascas.`,
        `${s.minutes} minutos: reescribe en ${obj(s, 'ello')} algo que ya conoces bien y apunta tres diferencias.`,
      ],
      project: (s) => [
        `Sprint de ${s.minutes} minutos en ${obj(s, 'el proyecto')}: elige la pieza más pequeña que lo haga avanzar y termínala.`,
        `${s.minutes} minutos: apunta lo que queda de ${obj(s, 'el proyecto')} y haz el primer punto de principio a fin.`,
      ],
      work: (s) => [
        `${s.minutes} minutos: escribe el orden del día y la decisión que tiene que salir de ${obj(s, 'ello')}.`,
        `${s.minutes} minutos: reúne lo que pide ${obj(s, 'ello')} (notas, cifras, personas) y envía la convocatoria o el borrador.`,
      ],
      move: (s) => [
        `${s.minutes} minutos: fija un rango de fechas y un presupuesto para la mudanza y apúntalos.`,
        `${s.minutes} minutos: haz la lista del papeleo (contrato, cambios de dirección, empadronamiento) y haz lo primero.`,
      ],
      relationship: (s) => [
        `${s.minutes} minutos: escribe a ${who(s)} con dos días concretos y una idea de qué hacer.`,
        `${s.minutes} minutos: llama a ${who(s)} solo para hablar y cerrad la próxima vez que os vais a ver.`,
      ],
      money: (s) => [
        `${s.minutes} minutos con tus números: apunta lo que entra y lo que sale, y marca un recorte.`,
        `${s.minutes} minutos: programa la transferencia o el pago automático y apunta la cantidad.`,
      ],
      feelings: (s) => [
        `${s.minutes} minutos para ti: un paseo tranquilo o un rato junto a una ventana, y luego una línea sobre cómo te sientes.`,
        `${s.minutes} minutos: escribe lo que te pesa y, después, una cosa pequeña que haría más fácil el día de mañana.`,
      ],
      clarify: (s) => [
        `${s.minutes} minutos: escribe qué significa para ti esta meta, cómo sería tenerla hecha y para cuándo. Luego edítala con ese detalle.`,
        `${s.minutes} minutos: escribe tres frases sobre por qué te pusiste esta meta y convierte la más clara en su texto.`,
      ],
    },
    stuck: 'Dijiste que estabas atascado, así que empieza por la pieza más pequeña posible.',
    because: (m, why) => `${m} minutos porque ${why}.`,
    sized: {
      oneSitting: 'es una tarea de una sentada',
      small: 'es una tarea pequeña',
      medium: 'es una meta mediana y constante',
      large: 'es una meta grande que pide concentración',
      huge: 'es un proyecto largo y el trabajo profundo compensa',
    },
    shrunk: (m) => `la última sesión de esta meta te pareció demasiado grande, así que esta es de ${m} minutos`,
    outing: 'una salida necesita tiempo para llegar, hacer la ruta y volver',
    otherAngle: 'dijiste que la última no venía al caso, así que esta va por otro lado',
    late: 'es tarde donde estás',
    named: (m) => `tu meta dice ${m} minutos`,
  },
  advice: {
    setOne: {
      name: 'Ponte una meta',
      description: () =>
        'Escribe una meta que puedas terminar antes del domingo, con un número. Una meta terminada vale más que cinco abiertas.',
      reason: () => 'No tienes metas abiertas.',
    },
    cutList: {
      name: 'Recorta la lista',
      description: (a) =>
        `Llevas ${a.count} metas abiertas. Elige las 3 que importan esta semana y deja que el resto espere.`,
      reason: (a) => `${a.count} metas abiertas son más de las que nadie puede mover en una semana.`,
    },
    unstick: {
      name: 'Desatáscala',
      description: (a) =>
        `"${a.goal}" lleva ${a.days} días sin moverse. Hoy: ${a.step}. Si aun así no encaja, hazla más pequeña o bórrala.`,
      reason: (a) => `Tu meta más parada lleva ${a.days} días sin novedades.`,
    },
    dueSoon: {
      name: 'Vence pronto',
      description: (a) => `"${a.goal}": ${a.day}. Da hoy el primer paso: ${a.step}.`,
      reason: (a) => `Es la que tiene el plazo más cercano: ${a.day}.`,
    },
    bankWin: {
      name: 'Guarda la victoria',
      description: (a) =>
        `Terminaste "${a.goal}" ${a.days ? `en ${n(a.days, 'día', 'días')}` : 'el mismo día'}. Apunta qué funcionó y cópialo en tu próxima meta.`,
      reason: () => 'Terminaste una meta en los últimos 3 días.',
    },
    streak: {
      name: 'Protege la racha',
      description: (a) => `Has hecho ${a.count} de tus últimas ${a.total} sesiones. Pon ya la siguiente en tu agenda.`,
      reason: (a) => `Completaste ${a.count} sesiones recientes.`,
    },
    smaller: {
      name: 'Bocados más pequeños',
      description: (a) =>
        `${a.count} sesiones recientes te parecieron demasiado grandes o las dejaste a medias. Pide sesiones de 10 minutos esta semana y alárgalas tras tres seguidas.`,
      reason: (a) => `${a.count} sesiones recientes fueron demasiado grandes o se cancelaron.`,
    },
    pickHour: {
      name: 'Elige tu hora',
      description: () =>
        'Varias sesiones llegaron en mal momento. Elige una hora fija al día para el trabajo concentrado y bloquéala.',
      reason: (a) => `Rechazaste ${a.count} sesiones por el momento.`,
    },
    notAllRed: {
      name: 'No todo es rojo',
      description: (a) =>
        `${a.count} de tus ${a.total} metas son de máxima prioridad. Deja una sola en rojo esta semana y recolorea el resto con honestidad.`,
      reason: (a) => `${a.count} metas rojas de ${a.total}.`,
    },
    sharpen: {
      name: 'Afina las vagas',
      description: (a) =>
        `${a.count === 1 ? 'Una meta sigue' : `${a.count} metas siguen`} con la etiqueta Fortify. Un toque en Fortify le da a cada una fecha y primer paso.`,
      reason: (a) => `${a.count} metas todavía no se pueden tachar.`,
    },
    planTomorrow: {
      name: 'Planifica mañana esta noche',
      description: () => 'Antes de cerrar el portátil, escribe en un pósit la primera tarea de mañana.',
      reason: () => 'Un hábito que ayuda a todas las metas.',
    },
    twoMinutes: {
      name: 'Empieza con dos minutos',
      description: () => 'Si una meta pesa, comprométete solo a dos minutos. Lo difícil es empezar.',
      reason: () => 'Un hábito que ayuda a todas las metas.',
    },
    weeklyReview: {
      name: 'Repaso semanal',
      description: () =>
        'Dedica 15 minutos este fin de semana: qué avanzó, qué se atascó, qué sobra. Luego fija las metas de la próxima semana.',
      reason: () => 'Es el final de la semana.',
    },
  },
  likedBefore: 'Antes te gustó este tipo de consejo.',
  colour: {
    red: 'roja, de máxima prioridad',
    purple: 'morada, de largo recorrido',
    blue: 'azul, de tarea rápida',
    white: 'blanca, de prioridad baja',
  },
  classify: {
    red: 'Roja porque vence pronto o tiene que hacerse ya.',
    blue: 'Azul porque es una tarea rápida que puedes terminar de una sentada.',
    purple: 'Morada porque es una meta de largo recorrido que lleva semanas.',
    white: 'Blanca porque no tiene nada urgente ni de largo recorrido.',
    needs: 'Le falta un número, una fecha o un primer paso para poder terminarla.',
    someday:
      'Blanca porque es un deseo para algún día, no la prioridad de esta semana; cuando lo quieras de verdad, ponle fecha y subirá.',
  },
  diet: {
    vegan: 'veganas',
    vegetarian: 'vegetarianas',
    pescatarian: 'sin carne',
    'gluten-free': 'sin gluten',
    halal: 'halal',
    kosher: 'kosher',
    'dairy-free': 'sin lácteos',
  },
  field: {
    software: 'software',
    cooking: 'cocina',
    music: 'música',
    fitness: 'deporte',
    writing: 'escritura',
    languages: 'idiomas',
    design: 'diseño',
    finance: 'finanzas',
    electrical: 'electricidad',
    building: 'construcción',
    plumbing: 'fontanería',
    carpentry: 'carpintería',
    decorating: 'pintura',
    gardening: 'jardinería',
    mechanics: 'mecánica',
  },
  bodyPart: {
    knee: 'la rodilla',
    back: 'la espalda',
    ankle: 'el tobillo',
    shoulder: 'el hombro',
    hip: 'la cadera',
    wrist: 'la muñeca',
    foot: 'el pie',
    neck: 'el cuello',
    elbow: 'el codo',
    leg: 'la pierna',
    joints: 'las articulaciones',
    hand: 'las manos',
  },
  contract: (t) => t.replace(/(?<!\p{L})de el /gu, 'del ').replace(/(?<!\p{L})a el /gu, 'al '),
  withinBudget: (a) => `, sin pasar de ${a}`,
  perPeriod: (a, n, unit) =>
    unit === 'month' ? ` — unos ${a} al mes durante ${n} meses` : ` — unos ${a} a la semana durante ${n} semanas`,
  join: joinWith('y'),
  ...dateFormatter('es-ES', (d) => d.replace(',', '')),
};
