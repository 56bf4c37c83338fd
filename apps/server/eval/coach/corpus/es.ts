import { caseBook } from '../types.ts';

/** Spanish goals, written the way people in Spain and Latin America type them. */
const c = caseBook('es');
const NOT_TEMPLATE = ['sesion*', 'sprint*'];

c.fortify('errand', 'llamar a mamá el domingo', {
  keep: ['el domingo'],
  topic: ['hablar', 'charlar', 'pregunta*', 'conta*', 'cuenta*', 'noticias', 'telefono', 'rato', 'como esta'],
  oneOff: true,
});
c.fortify('errand', 'pedir cita con el médico de cabecera', {
  topic: [
    'centro de salud',
    'telefono',
    'app',
    'horario*',
    'hueco',
    'consulta',
    'tarjeta sanitaria',
    'llama*',
    'online',
    'web',
  ],
  oneOff: true,
});
c.fortify('habit', 'beber 2 litros de agua al día', {
  keep: ['2 litros'],
  topic: ['botella*', 'vaso*', 'rellen*', 'sorbo*', 'jarra'],
  avoid: ['regar', 'planta*', 'jardin', 'cesped'],
  frequency: true,
});
c.fortify('skill', 'aprender a tocar la guitarra', {
  topic: ['acorde*', 'cancion*', 'rasgue*', 'dedo*', 'afina*', 'practica*', 'clase*', 'traste*', 'escala*'],
  avoid: ['pagina*', 'leer', 'lectura', 'capitulo*'],
});
c.fortify('project', 'terminar el TFG antes del 15 de junio', {
  keep: ['TFG', 'antes del 15 de junio'],
  topic: ['capitulo*', 'borrador*', 'tutor*', 'indice', 'apartado*', 'seccion*', 'bibliografia', 'redact*', 'escrib*'],
});
c.fortify('sense', 'reservar vuelos para la boda de mi prima', {
  topic: [
    'tarifa*',
    'precio*',
    'aerolinea*',
    'billete*',
    'pasaje*',
    'fecha*',
    'compar*',
    'asiento*',
    'itinerario*',
    'confirma*',
  ],
  avoid: ['pagina*', 'leer', 'lectura', 'libro*', 'capitulo*'],
  oneOff: true,
});
c.fortify('feelings', 'estar menos agobiada', {
  topic: [
    'respira*',
    'paseo',
    'pasear',
    'anota*',
    'apunta*',
    'escribe',
    'salio bien',
    'amable',
    'descanso',
    'pausa',
    'habla*',
    'amig*',
    'dormir',
  ],
  avoid: NOT_TEMPLATE,
});
c.fortify('unclear', 'cosas', { askDetail: true });
c.fortify('money', 'ahorrar 100€ al mes', {
  keep: ['100€'],
  topic: ['transferencia*', 'cuenta', 'gasto*', 'presupuesto', 'automatic*', 'nomina', 'hucha', 'sueldo'],
});
c.fortify(
  'context',
  'ponerme en forma',
  {
    topic: [
      'brazo*',
      'hombro*',
      'tren superior',
      'sentad*',
      'banda*',
      'elastic*',
      'fuerza',
      'silla',
      'core',
      'abdomin*',
    ],
    avoid: ['correr', 'carrera*', 'trotar', 'zapatilla*', 'sentadilla*', 'caminar', 'andar'],
  },
  { myContext: 'voy en silla de ruedas desde el accidente' },
);
c.fortify('relationship', 'pasar más tiempo con mis padres', {
  topic: ['visita*', 'llama*', 'comer', 'cena*', 'comida', 'paseo', 'juntos', 'pregunta*', 'domingo*'],
  avoid: ['ingreso*', 'presupuesto', 'ahorr*', 'dinero'],
});
c.next(
  'nextmove',
  [
    { id: 'a', text: 'aprender alemán', color: 'red', age: 25, stale: 10 },
    { id: 'b', text: 'presentar la declaración de la renta el miércoles', color: 'blue', age: 3 },
    { id: 'c', text: 'ordenar el armario', color: 'white', age: 6 },
  ],
  {
    goalId: 'b',
    why: ['miercoles', 'manana'],
    topic: ['borrador', 'hacienda', 'documento*', 'certificado*', 'clave', 'dni', 'datos', 'app'],
  },
);
c.grind('grind', 'estudiar para el teórico del carnet', {
  minutes: [15, 45],
  topic: ['test*', 'pregunta*', 'tema*', 'senal*', 'autoescuela', 'repas*', 'fallo*', 'examen*'],
});

export default c.list;
