import { caseBook } from '../types.ts';

/** Portuguese goals, as typed in Brazil and Portugal. */
const c = caseBook('pt');
const NOT_TEMPLATE = ['sessao', 'sessoes', 'sprint*'];

c.fortify('errand', 'ligar pra minha mãe no domingo', {
  keep: ['no domingo'],
  topic: ['conversar', 'falar', 'pergunt*', 'saber', 'novidades', 'telefone', 'como ela'],
  oneOff: true,
});
c.fortify('errand', 'marcar consulta no dentista', {
  topic: ['clinica', 'telefone', 'ligar', 'ligue', 'horario*', 'limpeza', 'revisao', 'online', 'whatsapp', 'site'],
  oneOff: true,
});
c.fortify('money', 'pagar o IPTU até dia 10', {
  keep: ['IPTU', 'até dia 10'],
  topic: ['boleto', 'prefeitura', 'guia', 'parcela*', 'pix', 'banco', 'app', 'codigo de barras', 'valor', 'desconto'],
  oneOff: true,
});
c.fortify('habit', 'beber mais água', {
  topic: ['garrafa*', 'copo*', 'litro*', 'encher', 'gole*'],
  avoid: ['regar', 'planta*', 'jardim', 'relva', 'grama'],
  frequency: true,
});
c.fortify('skill', 'aprender inglês pro trabalho', {
  topic: [
    'vocabulario',
    'convers*',
    'falar',
    'ouvir',
    'podcast*',
    'aula*',
    'professor*',
    'frase*',
    'reuniao',
    'reunioes',
    'email*',
    'app',
  ],
});
c.fortify('sense', 'tirar a carta até ao verão', {
  keep: ['até ao verão'],
  topic: ['escola de conducao', 'codigo', 'exame*', 'aula*', 'conduzir', 'conducao', 'instrutor*', 'teste*', 'marcar'],
  avoid: ['correio*', 'envelope*', 'selo*', 'escrever'],
});
c.fortify('feelings', 'ficar menos ansioso', {
  topic: [
    'respir*',
    'pausa*',
    'anot*',
    'escrev*',
    'deu certo',
    'correu bem',
    'caminhada',
    'passeio',
    'convers*',
    'amigo*',
    'dormir',
    'sono',
  ],
  avoid: NOT_TEMPLATE,
});
c.fortify('unclear', 'sei lá', { askDetail: true });
c.fortify(
  'context',
  'cozinhar mais em casa',
  {
    topic: ['legume*', 'lentilha*', 'feijao', 'grao de bico', 'tofu', 'arroz', 'receita*', 'marmita*', 'verdura*'],
    avoid: ['carne', 'frango', 'peixe', 'bife', 'porco', 'bacon', 'atum', 'salsicha', 'linguica', 'picanha'],
  },
  { myContext: 'sou vegetariana há 6 anos, moro sozinha' },
);
c.fortify('relationship', 'visitar a vó no fim de semana', {
  keep: ['no fim de semana'],
  topic: [
    'levar',
    'bolo',
    'almoco',
    'lanche',
    'conversar',
    'fotos',
    'ligar antes',
    'cafe',
    'onibus',
    'carro',
    'historias',
  ],
  avoid: ['renda', 'orcamento', 'poupar', 'dinheiro'],
  oneOff: true,
});
c.next(
  'nextmove',
  [
    { id: 'a', text: 'aprender a programar', color: 'red', age: 40, stale: 15 },
    { id: 'b', text: 'entregar o TCC na sexta', color: 'purple', age: 10, stale: 2 },
    { id: 'c', text: 'arrumar o quarto', color: 'white', age: 3 },
  ],
  {
    goalId: 'b',
    why: ['sexta'],
    topic: [
      'orientador*',
      'revis*',
      'capitulo*',
      'formata*',
      'abnt',
      'referencia*',
      'pdf',
      'impress*',
      'slides',
      'banca',
    ],
  },
);
c.grind('grind', 'estudar pro concurso', {
  minutes: [25, 60],
  topic: [
    'questo*',
    'edital',
    'simulado*',
    'materia*',
    'revis*',
    'resumo*',
    'flashcard*',
    'prova*',
    'topico*',
    'disciplina*',
  ],
});

export default c.list;
