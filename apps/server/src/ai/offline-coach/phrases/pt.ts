import { dateFormatter, joinWith, type Phrasebook } from '../phrasebook.ts';

const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
const obj = (s: { object: string }, fallback: string) => s.object || fallback;
const who = (s: { person: string }) => s.person || 'essa pessoa';

/** A relative deadline as written, when it was written on an earlier day. */
const said = (w: { words?: string }) => (w.words ? `, "${w.words}" quando a criou` : '');

export const pt: Phrasebook = {
  locale: 'pt-BR',
  by: (when) => `até ${when}`,
  plan: {
    oneOff: (s) => [` até ${s.when}`, `, feito até ${s.when}`, ` — no máximo até ${s.when}`],
    habit: (s) => [
      ` — ${s.times} vezes por semana durante as próximas duas semanas`,
      ` — ${s.times} dias por semana, a partir de ${s.when}`,
      `: ${s.times} dias em cada 7, marcados num calendário durante duas semanas`,
    ],
    habitNightly: (s) => [
      ` — todas as noites durante as próximas duas semanas, a partir de ${s.when}`,
      `: todas as noites durante duas semanas, marcadas cada manhã num calendário`,
      ` — todas as noites, um teste de duas semanas a partir de ${s.when}`,
    ],
    habitDaily: (s) => [
      ` — todos os dias durante as próximas duas semanas, a partir de ${s.when}`,
      `: todos os dias durante duas semanas, marcados num calendário`,
      ` — diariamente, um teste de duas semanas a partir de ${s.when}`,
    ],
    habitDays: (s) => [
      ` — ${s.times === 1 ? 'uma vez' : `${s.times} dias`} por semana (${s.frequency}) durante duas semanas, o primeiro: ${s.when}`,
      `: ${s.frequency}, ${s.times === 1 ? 'uma vez' : `${s.times} vezes`} por semana, a partir de ${s.when}`,
    ],
    habitKept: (s) => [
      ` — durante os próximos 14 dias, marcando no calendário cada vez que fizer`,
      `, duas semanas de teste para começar, com uma marca a cada vez`,
      ` — um teste de duas semanas a partir de ${s.when}`,
    ],
    outing: (s) => [
      ` — uma saída por semana de uma hora ou mais, a primeira até ${s.when}`,
      `: uma saída por semana, com tempo para ir e voltar (uma hora ou mais), a começar ${s.when}`,
    ],
    health: (s) => [
      ` — ${s.times} sessões de ${s.minutes} minutos por semana, a primeira até ${s.when}`,
      `: ${s.times} × ${s.minutes} minutos esta semana, primeira sessão ${s.when}`,
      ` — sessões de ${s.minutes} minutos, ${s.times} vezes por semana, a partir de ${s.when}`,
    ],
    quit: (s) => [
      ` — dia de parar marcado até ${s.when}, depois contar os dias sem durante duas semanas`,
      `: um dia para parar, no máximo ${s.when}, e depois 14 dias sem, cada um riscado`,
      ` — escolha o dia em que para (${s.when} no máximo) e conte os dias sem durante duas semanas`,
    ],
    quitKept: () => [` — contar os dias sem, riscados num calendário`, `, com cada dia sem riscado`],
    cutDown: () => [
      ` — um limite definido antes (quanto, em que dias) e cada vez contada, durante duas semanas`,
      `: um limite decidido antes, contado e anotado durante 14 dias`,
    ],
    skill: (s) => [
      ` — ${s.times} sessões de prática de ${s.minutes} minutos até ${s.when}`,
      `: ${s.times} sessões de ${s.minutes} minutos de prática antes de ${s.when}`,
      ` — praticar ${s.times} vezes, ${s.minutes} minutos cada, até ${s.when}`,
    ],
    skillWeekly: (s) => [
      ` — praticar ${s.times} vezes por semana, ${s.minutes} minutos cada, até ${s.when}`,
      `: ${s.times} sessões de ${s.minutes} minutos de prática por semana até ${s.when}`,
    ],
    skillLessons: (s) => [
      ` — primeira aula marcada até ${s.when}, depois uma ou duas aulas por semana`,
      `: autoescola escolhida e primeira aula marcada até ${s.when}, depois uma aula por semana`,
    ],
    skillCourse: (s) => [
      ` — curso marcado e a data do exame na agenda até ${s.when}`,
      `: o curso e o exame marcados até ${s.when}, com a matéria lida antes do primeiro dia`,
    ],
    skillExpert: (s) => [
      ` — sem passar pelo básico: ${s.times} sessões de ${s.minutes} minutos até ${s.when}, construindo algo pequeno e real`,
      `, pelo caminho rápido, como profissional: um miniprojeto real em ${s.times} sessões até ${s.when}`,
    ],
    project: (s) => [
      ` — primeiro marco até ${s.when}: o esboço e a primeira parte pronta`,
      `. Marco para ${s.when}: uma primeira versão, mesmo crua, para mostrar a uma pessoa`,
      ` — até ${s.when}, um plano de uma página e a primeira parte feita`,
    ],
    projectTrip: (s) => [
      ` — até ${s.when}: datas e quem vai combinados, e o transporte reservado`,
      ` — primeiro marco até ${s.when}: onde, quando e com quem anotado, e a primeira reserva feita`,
      `. Até ${s.when}: as datas fechadas e a hospedagem reservada`,
    ],
    projectEvent: (s) => [
      ` — até ${s.when}: data, local e lista de convidados fechados`,
      ` — primeiro marco até ${s.when}: os convidados avisados e o local ou o cardápio decididos`,
      `. Até ${s.when}: convites enviados e o principal reservado`,
    ],
    projectStall: (s) => [
      ` — até ${s.when}: o espaço ou a data confirmados, o estoque contado e com preço, e troco separado`,
      ` — primeiro marco até ${s.when}: a mesa, o que você vende e quem cobre cada hora, decididos`,
      `. Até ${s.when}: a mercadoria pronta, os preços nas etiquetas e os turnos da barraca divididos`,
    ],
    projectMove: (s) => [
      ` — até ${s.when}: data da mudança marcada e carreto ou transportadora reservados`,
      ` — primeiro marco até ${s.when}: um cômodo embalado e a lista de mudanças de endereço`,
      `. Até ${s.when}: a data da mudança fechada e as caixas em casa`,
    ],
    projectWorks: (s) => [
      ` — primeiro marco até ${s.when}: tudo medido, a lista de obras escrita e dois orçamentos pedidos`,
      ` — até ${s.when}: as obras em ordem e o orçamento fixado com folga`,
      `. Até ${s.when}: medidas, fotos e a lista de obras pronta para os profissionais orçarem`,
    ],
    projectPaint: (s) => [
      ` — até ${s.when}: a cor escolhida, a tinta, a fita, os rolos e o plástico comprados, e quais paredes vêm primeiro`,
      ` — primeiro marco até ${s.when}: móveis afastados, chão coberto, bordas com fita e a primeira demão numa parede`,
      `. Até ${s.when}: paredes medidas, a tinta e o material em casa e o dia da primeira demão na agenda`,
    ],
    projectExpert: (s) => [
      ` — como um serviço de cliente: material encomendado até ${s.when} e um dia marcado para o fazer`,
      ` — até ${s.when}: lista de material feita e encomendada, e o dia do trabalho na agenda`,
    ],
    projectWork: (s) => [
      ` até ${s.when}, com a pauta ou o rascunho pronto na véspera`,
      `, feito até ${s.when}: preparado, realizado e acompanhado`,
      ` — pronto até ${s.when}, com a preparação concluída um dia antes`,
    ],
    relationship: (s) => [
      ` — uma data marcada na agenda dos dois até ${s.when}`,
      `: um plano concreto com ${who(s)}, combinado até ${s.when}`,
      ` — mandar mensagem e fechar um dia até ${s.when}`,
    ],
    money: (s) => [
      ` — anotar o valor exato e a data, e deixar tudo configurado até ${s.when}`,
      `: um valor a atingir e uma data para conferir, decididos até ${s.when}`,
      ` — um valor fixo a cada salário, automático a partir de ${s.when}`,
    ],
    moneyWait: (s) => [
      ` — o que não está na sua lista espera 48 horas no carrinho a partir de ${s.when}, e todo domingo você conta o que deixou de comprar`,
      `: 48 horas de espera antes de qualquer compra não planejada a partir de ${s.when}, e o dinheiro que ficou conferido todo domingo durante um mês`,
    ],
    moneyKept: (s) => [
      ` — dividido em partes iguais por salário, a primeira separada até ${s.when}`,
      `, com uma transferência automática programada até ${s.when}`,
      ` — conferido todo domingo, primeira transferência até ${s.when}`,
    ],
    feelings: () => [
      ` — todas as noites desta semana, anotar uma coisa que correu bem`,
      ` — três respirações lentas e uma pausa de 5 minutos ao ar livre, uma vez por dia durante 7 dias`,
      ` — um pequeno gesto de carinho consigo mesmo por dia esta semana, anotado numa linha`,
    ],
    feelingsOwn: () => [
      ` — um pequeno passo esta semana, ao seu ritmo, e depois uma linha sobre como se sente`,
      ` — um pequeno passo de cada vez esta semana, cada um seguido de uma nota curta sobre como correu`,
      ` — um pequeno passo esta semana, quando puder, e depois uma linha sobre o que ajudou`,
    ],
  },
  step: {
    call: () => [
      `deixe o número à mão e anote a única coisa que quer dizer`,
      `escolha um momento em que ninguém esteja com pressa e coloque-o na agenda`,
    ],
    appointment: () => [
      `encontre o site de marcação ou o telefone e anote dois horários que sirvam`,
      `ligue logo na abertura, com a agenda aberta e dois horários livres em mente`,
    ],
    travel: (s) => [
      `compare duas opções para ${obj(s, 'as suas datas')} e reserve a melhor`,
      `confirme as datas, defina um preço máximo e abra o site de reservas`,
    ],
    home: (s) => [
      `deixe o que precisa para ${obj(s, 'isso')} onde vai ver amanhã de manhã`,
      `ponha um temporizador de 15 minutos e comece ${obj(s, 'a tarefa')}`,
    ],
    admin: (s) => [
      `junte num só lugar o que ${obj(s, 'o processo')} pede (documentos, morada, senha)`,
      `encontre o formulário, o endereço ou o link para ${obj(s, 'o processo')} e deixe aberto`,
    ],
    habit: () => [
      `ligue isso a algo que já faz todos os dias, logo a seguir`,
      `ponha um lembrete diário à hora em que é mais provável fazê-lo`,
    ],
    exercise: () => [
      `marque a primeira sessão na agenda e deixe a roupa preparada hoje à noite`,
      `escolha uma rotina de 20 minutos e faça a primeira hoje`,
    ],
    outing: () => [
      `escolha um percurso de uma ou duas horas perto de você e veja como chegar ao início e voltar`,
      `escolha um dia desta semana sem chuva prevista e ponha a saída na agenda`,
    ],
    seated: () => [
      `escolha uma rotina sentada de 15 minutos (círculos com os braços, remada com elástico, rotações do tronco) e faça hoje`,
      `deixe um elástico perto da mesa e faça hoje uma série sentada de 10 remadas`,
    ],
    legsCore: (s) => [
      `caminhe em passo rápido ou pedale na bicicleta ergométrica 20 minutos hoje, sem nada que force ${s.fact}`,
      `faça hoje 15 minutos de pernas e core (agachamento até a cadeira, afundos, ponte de glúteos) sem peso nas mãos`,
    ],
    lowImpact: (s) => [
      `marque uma sessão de natação ou bicicleta que poupe ${s.fact}`,
      `faça hoje 15 minutos de movimento suave que não force ${s.fact}`,
    ],
    guided: () => [
      `peça ao seu grupo de corrida, ao parkrun ou a uma associação de guias um guia vidente, e marque uma primeira corrida juntos`,
      `reserve esta semana uma sessão na esteira ou na pista com um guia e combinem a corda e os avisos`,
    ],
    paced: () => [
      `caminhe ou nade devagar 10 minutos de manhã, com o fresco, sente-se para uma pausa a meio e pare antes de se cansar`,
      `faça 10 minutos de alongamentos sentado e elevações lentas de pernas, com uma pausa depois de cada, na hora do dia em que tem mais energia`,
    ],
    postnatal: () => [
      `pergunte à sua médica ou enfermeira na consulta pós-parto se já pode, e faça hoje uma caminhada de 20 minutos com o carrinho`,
      `faça hoje 10 minutos de exercícios do pavimento pélvico e respiração calma, e depois uma caminhada curta com o carrinho`,
    ],
    prenatal: () => [
      `pergunte à sua obstetra ou parteira que atividade é indicada agora e faça hoje uma caminhada de 20 minutos`,
      `faça hoje 15 minutos de movimento suave para a gravidez: caminhada, natação ou ioga pré-natal`,
    ],
    food: (s) => [
      s.fact
        ? `anote três jantares ${s.fact} de que goste e compre o que precisam`
        : `anote três jantares de que goste e compre o que precisam`,
      s.fact
        ? `cozinhe hoje à noite um prato ${s.fact.replace(/s$/, '')} e faça a mais para amanhã`
        : `cozinhe hoje à noite algo simples e faça a mais para amanhã`,
    ],
    sleep: () => [
      `ponha um alarme 30 minutos antes da hora de dormir como sinal para desligar`,
      `hoje à noite, deixe o celular carregando fora do quarto`,
    ],
    drink: () => [`encha uma garrafa agora e deixe-a à vista`, `beba um copo de água a cada refeição hoje`],
    quit: () => [
      `anote quando a vontade costuma aparecer e o que vai fazer em vez disso`,
      `tire hoje de casa ou do celular o que facilita`,
    ],
    reading: (s) => [
      `deixe ${obj(s, 'o livro')} onde se senta à noite e leia 10 páginas hoje`,
      `leia 15 minutos antes de dormir hoje, com o celular noutro cômodo`,
    ],
    writing: () => [
      `escreva um esboço de 5 tópicos antes de abrir qualquer outra coisa`,
      `escreva hoje 200 palavras sem corrigir`,
    ],
    learn: (s) => [
      `veja um tutorial curto para iniciantes de ${obj(s, 'isso')} e pratique hoje 10 vezes, devagar, a primeira coisa que ele mostra`,
      `pratique ${obj(s, 'isso')} 20 minutos hoje: 10 tentativas lentas na parte que achar mais difícil, e anote o que deu errado`,
    ],
    expert: (s) => [
      `escolha uma tarefa pequena e real e faça-a em ${obj(s, 'isso')}, consultando a documentação só quando travar`,
      `passe para ${obj(s, 'isso')} algo que já construiu e anote o que muda`,
    ],
    project: (s) => [
      `escreva numa linha como seria "pronto" para ${obj(s, 'o projeto')}`,
      `divida ${obj(s, 'o projeto')} em três partes e comece hoje pela menor`,
    ],
    work: (s) => [
      `escreva a pauta de ${obj(s, 'a reunião')} em três tópicos e envie`,
      `bloqueie 30 minutos na agenda para preparar ${obj(s, 'a reunião')}`,
    ],
    move: () => [
      `anote as três decisões que vêm primeiro (data, orçamento, lugar) e feche uma hoje`,
      `anote numa nota todos os papéis e contactos de que a mudança precisa`,
    ],
    relationship: (s) => [
      `mande hoje uma mensagem a ${who(s)} sugerindo dois dias`,
      `olhe a agenda, escolha um dia livre e pergunte a ${who(s)} ainda hoje`,
    ],
    money: () => [
      `abra o app do banco e anote o que entrou e saiu este mês`,
      `programe hoje a transferência ou o pagamento automático`,
    ],
    feelings: () => [
      `hoje à noite, escreva uma linha sobre algo que correu bem hoje`,
      `faça uma pausa de 5 minutos ao ar livre ou perto de uma janela antes da próxima tarefa`,
    ],
    clarify: () => [
      `escreva uma frase dizendo como seria ter isto "feito"`,
      `acrescente o detalhe que falta: o quê, e até quando`,
    ],
  },
  reason: {
    kind: {
      errand: [
        'É uma tarefa pontual: precisa de uma data e de um primeiro passo, não de sessões.',
        'Uma tarefa assim está feita quando está feita, por isso leva uma data próxima e um primeiro passo.',
      ],
      call: [
        'É uma ligação: leva minutos, por isso precisa de um momento, não de um plano.',
        'Uma ligação faz-se de uma vez; o difícil é escolher o momento, por isso leva uma data.',
      ],
      appointment: [
        'É uma consulta a marcar: uma ligação ou um formulário curto, por isso leva data e primeiro passo.',
        'Marcar uma consulta é rápido; uma data próxima evita que fique esquecida.',
      ],
      habit: [
        'É um hábito: vive da regularidade, por isso leva uma frequência e um teste curto, não um prazo.',
        'Um hábito constrói-se repetindo, por isso o plano é com que frequência, durante duas semanas.',
      ],
      skill: [
        'É algo para aprender: cresce com a prática, por isso leva um número de sessões.',
        'Habilidade vem da repetição, por isso contei as sessões de prática.',
      ],
      project: [
        'É um projeto: leva semanas, por isso precisa de um primeiro marco visível.',
        'Um projeto deste tamanho precisa de um marco visível, senão fica só na vontade.',
      ],
      relationship: [
        'É sobre uma pessoa: o plano é um momento concreto juntos, com data combinada.',
        'Relações avançam com planos concretos, por isso isto leva uma data combinada entre vocês.',
      ],
      health: [
        'É sobre o seu corpo: leva uma frequência e uma duração que consiga manter.',
        'Na saúde, a regularidade conta mais do que o esforço, por isso leva sessões por semana.',
      ],
      money: [
        'É uma meta de dinheiro: precisa de um valor e de uma data para conferir.',
        'Metas de dinheiro funcionam quando o valor e a data estão escritos.',
      ],
      feelings: [
        'É sobre como se sente: nenhum prazo resolve isso, mas um gesto pequeno e gentil repetido durante uma semana pode ajudar.',
        'Sentimentos não seguem prazos; um pequeno gesto diário ajuda mais.',
      ],
      unclear: ['Não consegui perceber do que trata esta meta.'],
    },
    quit: [
      'Parar com algo corre melhor com um dia para parar e dias para contar, por isso leva um dia e uma contagem.',
      'Um hábito a largar não é um treino: leva um dia para parar e a contagem dos dias sem ele.',
    ],
    quitOnDays: [
      'Vai deixar isso nos dias que disse, por isso não precisa de um dia para parar: cada um desses dias sem é riscado.',
    ],
    cutDown: [
      'Quer menos, não parar de vez: um limite decidido antes e contar cada vez funcionam melhor do que um dia para parar.',
    ],
    outing: [
      'Uma saída precisa de tempo para chegar, fazer o percurso e voltar, por isso fica uma por semana, de uma hora ou mais, não sessões curtas.',
    ],
    thatDay: ['Disse o dia, por isso o plano é essa sessão nesse dia, não uma contagem semanal.'],
    course: [
      'Uma carta ou um certificado tira-se com um curso e um exame, por isso o plano é marcar os dois, não praticar sozinho.',
      'Isto ganha-se num curso com exame no fim: marcá-los é o passo que faz avançar.',
    ],
    workTask: [
      'É uma tarefa de trabalho com um fim claro: precisa de uma data e da sua preparação, não de um plano longo.',
      'Uma tarefa assim faz-se de uma vez quando está preparada, por isso leva uma data e um passo de preparação.',
    ],
    keptDeadline: (d) => `Mantive o seu prazo ("${d}").`,
    keptStart: (s, w) =>
      w
        ? `Começa quando disse ("${s}"), não agora: a primeira data do plano é ${w}.`
        : `Espera pelo que disse ("${s}"), por isso não acrescentei nenhuma data.`,
    keptNumbers: (x) => `Os seus números (${x}) ficam como os escreveu.`,
    keptRhythm: (r) => `Mantive o seu ritmo ("${r}").`,
    keptTime: (t) => `Mantive a sua hora ("${t}") como o momento de o fazer todos os dias.`,
    keptLimit: (t) => `Mantive a sua hora ("${t}") como limite todas as noites.`,
    keptTonight: (w) => `Começa quando disse ("${w}") e depois mantém o seu ritmo.`,
    addedDeadline: (w) => `Acrescentei uma data (${w}) porque metas sem data ficam à deriva.`,
    splitTotal: (unit) =>
      `Dividi o total pel${unit === 'month' ? 'os meses' : 'as semanas'} que faltam até à data, para que cada salário tenha o seu valor.`,
    addedStart: (w) => `Marquei um início (${w}) para que o ritmo tenha um primeiro dia.`,
    fact: {
      stepFree: () =>
        'Disse-me que usa cadeira de rodas, por isso os percursos aqui são sem degraus, com piso firme e um início acessível.',
      wheelchair: () => 'Disse-me que usa cadeira de rodas, por isso tudo aqui é feito sentado.',
      injury: (s) => `Mencionou problemas com ${s.fact}, por isso o plano é de baixo impacto.`,
      diet: (s) => `Pela sua alimentação, todos os pratos são ${s.fact}.`,
      onTheRoad: () =>
        'Passa noites fora por causa do trabalho, por isso o plano é feito para a estrada: comida que leva consigo e paragens com que pode contar.',
      nightShifts: () => 'Trabalha por turnos, por isso está ligado à hora em que acorda, não ao relógio.',
      expert: (s) => `Já trabalha com ${s.fact}, por isso o plano parte do que já sabe.`,
      beginner: () => 'Disse que está começando, por isso o primeiro passo é pequeno de propósito.',
      kids: () => 'Com crianças em casa, as sessões são curtas o bastante para caber entre tudo.',
      postpartum: () =>
        'Teve um bebé há pouco tempo, por isso o plano começa suave (caminhadas, pavimento pélvico) até a sua médica ou enfermeira dar luz verde.',
      pregnant: () =>
        'Está grávida, por isso o plano é suave (caminhada, natação, ioga pré-natal), com o aval da sua obstetra ou parteira.',
      allergy: (s) => `Mencionou uma alergia (${s.fact}), por isso deixe isso de fora de tudo o que segue.`,
      budgetCap: (s) => `Disse que pode gastar ${s.fact}, por isso o plano fica dentro disso.`,
      budgetSave: (s) =>
        s.fact
          ? `Disse que consegue guardar ${s.fact}, por isso o valor fica dentro disso e sai no dia do pagamento, antes de ser gasto.`
          : 'O dinheiro está apertado, por isso o valor começa pequeno e sai no dia do pagamento, antes de ser gasto.',
      farAway: (s) =>
        `Vocês não estão no mesmo lugar (${s.fact}), por isso veja primeiro a diferença de fuso horário e escolha uma hora que seja de dia para os dois.`,
      budget: () => 'O dinheiro está apertado, por isso o plano usa só o que é grátis ou já tem em casa.',
      sightLoss: () =>
        'Você falou da sua visão, por isso o plano começa com um guia vidente (um grupo, o parkrun, uma associação) ou na esteira.',
      fatigue: (s) =>
        `Disse que se cansa depressa${s.fact ? ` (${s.fact})` : ''}, por isso as sessões são curtas, com pausas, na hora mais fresca do dia.`,
      pregnantJob: () =>
        'Está grávida, por isso nada de escadas, pesos ou cheiros fortes, e o pesado fica com outra pessoa.',
      postpartumJob: () =>
        'Teve um bebê há pouco, por isso faz a parte leve e deixa a pesada para outra pessoa até ter alta.',
      carer: () => 'Cuida de alguém em casa, por isso as sessões são curtas o bastante para caber entre tudo.',
      asthma: () =>
        'Tem asma, por isso cada sessão começa com a bombinha à mão e um aquecimento lento, e passa para dentro de casa em dias frios ou de muita poluição.',
      kidsReading: () =>
        'Com crianças em casa, a leitura vai para onde elas deixam espaço: um audiolivro no caminho, páginas quando estiverem a dormir.',
      sightLossOut: () =>
        'Falou da sua visão, por isso começa com um voluntário guia ou um grupo, e um lugar que já conhece.',
      diabetes: () =>
        'Tem diabetes, por isso cada sessão começa medindo a glicemia, com algo rápido à mão (glicose, suco) para uma hipo.',
      diabetesFood: () =>
        'Tem diabetes, por isso as refeições mantêm os carboidratos estáveis e em horários fixos, conforme a sua medicação.',
      noLifting: () =>
        'Agora você não pode pegar peso, por isso vem por entrega ou outra pessoa carrega, e nada pesado fica com você.',
      noCarAppointment: () => 'Não dirige, por isso a ida e a volta estão planejadas de ônibus, trem, carona ou táxi.',
      allergyOut: () =>
        'Comer fora é onde uma alergia passa mais fácil, por isso a cozinha fica sabendo antes de reservar.',
      dietHosting: () =>
        'Cozinha para outras pessoas, por isso cada dieta à mesa tem os seus pratos, com nome, e os seus utensílios ou o seu lugar na grelha.',
      eatingOut: () =>
        'Comer fora é onde a dieta escapa mais fácil, por isso a cozinha é consultada antes de reservar.',
      glutenFreeBaking: () =>
        'Você come sem glúten, por isso a receita leva farinha sem glúten e uma cozinha sem restos de farinha comum.',
      veganBaking: () =>
        'Você come vegano, por isso a receita troca o leite, a manteiga e os ovos por opções vegetais.',
      dairyFreeBaking: () =>
        'Você come sem lactose, por isso a receita troca o leite e a manteiga por opções sem lactose.',
      noMicrowave: () =>
        'No trabalho não há micro-ondas, por isso a comida fica boa fria ou vai quente num pote térmico.',
      noCar: () => 'Não dirige, por isso tudo é planejado de ônibus, trem, a pé ou com entrega.',
      noGarden: () =>
        'Não tem jardim, por isso cresce em vasos, no parapeito ou na varanda, ou numa horta comunitária.',
      adhd: () => 'Tem TDAH, por isso o trabalho vem em blocos curtos com temporizador e um só próximo passo à vista.',
      worksFromHome: () =>
        'Trabalha de casa, por isso o plano dá ao dia um início e um fim fixos e faz você sair de casa.',
      nightSleep: () =>
        'Trabalha de noite, por isso é sobre o sono depois do turno: escuro, silêncio e à mesma hora depois de cada turno.',
    },
    unclear: [
      'Não consegui perceber do que trata esta meta, por isso não inventei um plano. O que quer ter feito, e até quando? Por exemplo: "ligar para o banco por causa do cartão até sexta".',
      'Não tenho certeza do que quer dizer, e um plano inventado não ajudaria. O que quer ter feito, e até que dia?',
    ],
    tooLate: 'Já é tarde onde está, por isso o primeiro passo pode esperar até amanhã de manhã.',
  },
  nextMove: {
    header: (g) => `Próximo passo: "${g}"`,
    now: (step, m) => `Agora: ${step}. Dedique ${m} minutos com foco.`,
    why: (w) => {
      switch (w.key) {
        case 'overdue':
          return w.days === 1
            ? `o prazo era ontem (${w.day}${said(w)})`
            : `o prazo passou há ${w.days} dias (${w.day}${said(w)})`;
        case 'dueToday':
          return `o prazo é hoje${w.words ? ` (${said(w).slice(2)})` : ''}`;
        case 'dueTomorrow':
          return `o prazo é amanhã (${w.day}${said(w)})`;
        case 'dueIn':
          return `o prazo é daqui a ${n(w.days, 'dia', 'dias')} (${w.day}${said(w)})`;
        case 'stale':
          return `está há ${n(w.days, 'dia', 'dias')} sem atualização`;
        case 'neverUpdated':
          return `não avançou desde que a criou há ${n(w.days, 'dia', 'dias')}`;
        case 'colour':
          return `é ${pt.colour[w.colour]}`;
        case 'vague':
          return 'ainda está vaga (use o Fortify primeiro)';
        case 'passed':
          return `recusou ${n(w.count, 'sessão', 'sessões')} para ela recentemente`;
      }
    },
    whyLabel: 'Porquê esta',
    after: (g, why) => `Depois: "${g}" (${why}).`,
    stillVague: (k) =>
      k === 1
        ? 'Uma meta ainda está vaga; use o Fortify para poder terminá-la.'
        : `${k} metas ainda estão vagas; use o Fortify para poder terminá-las.`,
    tooMany: (k) => `Tem ${k} metas abertas. Escolha as 3 que importam esta semana e deixe o resto para depois.`,
    chosenOver: (k, why) => `Escolhida entre ${n(k + 1, 'meta', 'metas')} porque ${why}.`,
    onlyOne: (why) => `É a sua única meta aberta, e ${why}.`,
    noGoals: 'Não tem metas abertas. Escreva uma meta para esta semana, uma que teria orgulho de terminar até domingo.',
    nothingToRank: 'Ainda não há nada para ordenar.',
  },
  grind: {
    name: {
      call: 'Faça a ligação',
      appointment: 'Marque a consulta',
      travel: 'Reserva rápida',
      home: 'Bloco em casa',
      admin: 'Despache isso',
      habit: 'Repetição do hábito',
      exercise: 'Bloco de movimento',
      outing: 'Saída',
      seated: 'Sessão sentada',
      legsCore: 'Sessão de pernas e core',
      lowImpact: 'Sessão de baixo impacto',
      guided: 'Sessão com guia',
      paced: 'Sessão curta com pausas',
      postnatal: 'Sessão suave pós-parto',
      prenatal: 'Sessão suave',
      food: 'Bloco de cozinha',
      sleep: 'Desacelerar',
      drink: 'Água em dia',
      quit: 'Plano contra a vontade',
      reading: 'Leitura a fundo',
      writing: 'Sprint de rascunho',
      learn: 'Treino focado',
      expert: 'Construa a sério',
      project: 'Sprint do projeto',
      work: 'Bloco de preparação',
      move: 'Plano da mudança',
      relationship: 'Dê o primeiro passo',
      money: 'Contas em dia',
      feelings: 'Pausa gentil',
      clarify: 'Mais um detalhe',
    },
    body: {
      call: (s) => [
        `${s.minutes} minutos: anote as duas coisas que precisa dizer, faça a ligação e registe o que ficou combinado.`,
        `${s.minutes} minutos: se ninguém atender, deixe um recado curto e mande uma mensagem com um horário que lhe sirva.`,
      ],
      appointment: (s) => [
        `${s.minutes} minutos: encontre o site ou o telefone, escolha um horário que caiba na sua semana e marque.`,
        `${s.minutes} minutos: ligue na abertura com dois horários possíveis e ponha na agenda o que for confirmado.`,
      ],
      travel: (s) => [
        `${s.minutes} minutos: compare duas ou três opções para ${obj(s, 'a viagem')}, escolha uma e reserve antes de o tempo acabar.`,
        `${s.minutes} minutos: feche primeiro as datas e o orçamento, depois fique com duas opções para ${obj(s, 'a viagem')}.`,
      ],
      home: (s) => [
        `${s.minutes} minutos em ${obj(s, 'a tarefa')}: comece pelo que se vê da porta e pare quando o temporizador tocar.`,
        `${s.minutes} minutos: prepare tudo o que precisa para ${obj(s, 'a tarefa')} e faça a primeira metade.`,
      ],
      admin: (s) => [
        `${s.minutes} minutos: abra o que precisa para ${obj(s, 'o processo')}, resolva e guarde o comprovante.`,
        `${s.minutes} minutos: junte todos os documentos e senhas de ${obj(s, 'o processo')} e preencha o que já der.`,
      ],
      habit: (s) => [
        `${s.minutes} minutos: faça a repetição de hoje e marque-a num calendário à vista.`,
        `${s.minutes} minutos: deixe tudo pronto para amanhã ser mais fácil e faça hoje uma versão curta.`,
      ],
      exercise: (s) => [
        `${s.minutes} minutos de movimento: 5 de aquecimento e depois um ritmo constante até o fim.`,
        `${s.minutes} minutos ao ar livre: caminhada rápida ou corrida leve, sem celular, e anote como se sentiu.`,
      ],
      outing: (s) => [
        `${s.minutes} minutos fora: chegue ao início, vá num ritmo leve e volte a meio do tempo.`,
        `${s.minutes} minutos: um percurso que ainda não fez, com água e um agasalho, e anote como foi.`,
      ],
      seated: (s) => [
        `${s.minutes} minutos sentado: círculos com os braços, remada com elástico e rotações do tronco, 1 minuto cada, em rondas.`,
        `${s.minutes} minutos: rotina sentada para a parte de cima do corpo com um elástico ou duas garrafas de água, a ritmo constante.`,
      ],
      legsCore: (s) => [
        `${s.minutes} minutos de pernas e core (agachamento até a cadeira, afundos, ponte de glúteos, caminhada rápida), deixando ${s.fact} em repouso.`,
        `${s.minutes} minutos: caminhada rápida ou bicicleta ergométrica, depois pontes e agachamentos lentos; nada acima da cabeça, nada nas mãos.`,
      ],
      lowImpact: (s) => [
        `${s.minutes} minutos de movimento de baixo impacto (natação, bicicleta ou mobilidade) que poupe ${s.fact}.`,
        `${s.minutes} minutos: mobilidade e força suaves sem forçar ${s.fact}; pare se doer.`,
      ],
      guided: (s) => [
        `${s.minutes} minutos com o seu guia: caminhada para aquecer, depois corrida e caminhada alternadas num percurso ou pista que você conhece.`,
        `${s.minutes} minutos na esteira ou com guia na pista, num ritmo em que ainda dá para conversar.`,
      ],
      paced: (s) => [
        `${Math.min(s.minutes, 15)} minutos de movimento suave num sítio fresco: 3 minutos, pausa, e outra vez; pare antes de se cansar.`,
        `${Math.min(s.minutes, 15)} minutos de alongamentos sentado e caminhada lenta, com pausas entre cada um; mantenha-se fresco.`,
      ],
      postnatal: (s) => [
        `${s.minutes} minutos: uma caminhada tranquila com o carrinho, depois exercícios do pavimento pélvico e respiração lenta.`,
        `${s.minutes} minutos de movimento suave pós-parto (pavimento pélvico, respiração, caminhada); nada de corrida nem abdominais até ter luz verde.`,
      ],
      prenatal: (s) => [
        `${s.minutes} minutos de movimento suave (caminhada, natação ou ioga pré-natal) num ritmo em que ainda consiga conversar.`,
        `${s.minutes} minutos: alongamentos suaves e uma caminhada tranquila; pare logo se algo não parecer bem.`,
      ],
      food: (s) => [
        `${s.minutes} minutos: planeje ${s.fact ? `três pratos ${s.fact}` : 'três refeições'} para esta semana e escreva a lista de compras.`,
        `${s.minutes} minutos: cozinhe um prato e guarde uma segunda porção para amanhã.`,
      ],
      sleep: (s) => [
        `${s.minutes} minutos antes de dormir: telas longe, luz baixa e umas páginas de algo leve.`,
        `${s.minutes} minutos: deixe amanhã preparado (roupa, mochila, alarme) para se deitar na hora.`,
      ],
      drink: (s) => [
        `${s.minutes} minutos: encha uma garrafa, deixe-a onde trabalha e ponha dois lembretes para hoje.`,
        `${s.minutes} minutos: marque traços numa garrafa para o dia e beba até o primeiro agora.`,
      ],
      quit: (s) => [
        `${s.minutes} minutos: anote os seus três momentos de tentação e uma alternativa para cada um.`,
        `${s.minutes} minutos: livre-se do que facilita e conte o seu plano a uma pessoa.`,
      ],
      reading: (s) => [
        `Leia ${s.minutes} minutos com o celular noutro cômodo e anote a ideia que vale a pena guardar.`,
        `${s.minutes} minutos de leitura: leia e resuma o que leu em três linhas.`,
      ],
      writing: (s) => [
        `Escreva ${s.minutes} minutos sem corrigir; marque as lacunas com [TK] e continue.`,
        `${s.minutes} minutos: primeiro um esboço (5 tópicos), depois redija só o primeiro.`,
      ],
      learn: (s) => [
        `Pratique ${s.minutes} minutos: o que deu errado da última vez, até sair certo.`,
        `${s.minutes} minutos: uma lição curta e, nos últimos 5 minutos, teste-se sem anotações.`,
      ],
      expert: (s) => [
        `${s.minutes} minutos: construa algo pequeno e real em ${obj(s, 'isso')}, com a documentação aberta só se travar.`,
        `${s.minutes} minutos: reescreva em ${obj(s, 'isso')} algo que já conhece bem e anote três diferenças.`,
      ],
      project: (s) => [
        `Sprint de ${s.minutes} minutos em ${obj(s, 'o projeto')}: escolha a menor peça que o faça avançar e termine-a.`,
        `${s.minutes} minutos: liste o que falta em ${obj(s, 'o projeto')} e faça o primeiro item do início ao fim.`,
      ],
      work: (s) => [
        `${s.minutes} minutos: escreva a pauta e a decisão que tem de sair daí.`,
        `${s.minutes} minutos: reúna o que for preciso (notas, números, pessoas) e envie o convite ou o rascunho.`,
      ],
      move: (s) => [
        `${s.minutes} minutos: defina um intervalo de datas e um orçamento para a mudança e anote-os.`,
        `${s.minutes} minutos: liste a papelada (contrato, mudanças de morada, registos) e faça o primeiro item.`,
      ],
      relationship: (s) => [
        `${s.minutes} minutos: mande uma mensagem a ${who(s)} com dois dias concretos e uma ideia do que fazer.`,
        `${s.minutes} minutos: ligue para ${who(s)} só para conversar e combinem a próxima vez que se vão ver.`,
      ],
      money: (s) => [
        `${s.minutes} minutos com os seus números: o que entra, o que sai, e marque um corte.`,
        `${s.minutes} minutos: programe a transferência ou o pagamento automático e anote o valor.`,
      ],
      feelings: (s) => [
        `${s.minutes} minutos para si: uma caminhada calma ou um momento perto de uma janela, depois uma linha sobre como se sente.`,
        `${s.minutes} minutos: escreva o que está pesando e, depois, uma pequena coisa que tornaria o dia de amanhã mais fácil.`,
      ],
      clarify: (s) => [
        `${s.minutes} minutos: escreva o que esta meta significa para si, como seria tê-la "feita" e até quando. Depois edite a meta com esse detalhe.`,
        `${s.minutes} minutos: escreva três frases sobre porque definiu esta meta e transforme a mais clara no texto dela.`,
      ],
    },
    stuck: 'Disse que estava travado, por isso comece pela menor peça possível.',
    because: (m, why) => `${m} minutos porque ${why}.`,
    sized: {
      oneSitting: 'é uma tarefa para uma só vez',
      small: 'é uma tarefa pequena',
      medium: 'é uma meta média e constante',
      large: 'é uma meta grande que pede foco',
      huge: 'é um projeto longo e o trabalho profundo compensa',
    },
    shrunk: (m) => `achou a última sessão desta meta grande demais, por isso esta tem ${m} minutos`,
    outing: 'uma saída precisa de tempo para chegar, fazer o percurso e voltar',
    otherAngle: 'disse que a última não era relevante, por isso esta vai por outro lado',
    late: 'já é tarde onde está',
    named: (m) => `a sua meta fala em ${m} minutos`,
  },
  advice: {
    setOne: {
      name: 'Defina uma meta',
      description: () =>
        'Escreva uma meta que consiga terminar até domingo, com um número. Uma meta terminada vale mais do que cinco abertas.',
      reason: () => 'Não tem metas abertas.',
    },
    cutList: {
      name: 'Corte a lista',
      description: (a) =>
        `Tem ${a.count} metas abertas. Escolha as 3 que importam esta semana e deixe o resto esperar.`,
      reason: (a) => `${a.count} metas abertas são mais do que alguém consegue mover numa semana.`,
    },
    unstick: {
      name: 'Destrave',
      description: (a) =>
        `"${a.goal}" está parada há ${a.days} dias. Hoje: ${a.step}. Se ainda não fizer sentido, reduza-a ou apague-a.`,
      reason: (a) => `A sua meta mais parada está há ${a.days} dias sem atualização.`,
    },
    dueSoon: {
      name: 'Prazo próximo',
      description: (a) => `"${a.goal}": ${a.day}. Dê hoje o primeiro passo: ${a.step}.`,
      reason: (a) => `É a que tem o prazo mais próximo: ${a.day}.`,
    },
    bankWin: {
      name: 'Guarde a vitória',
      description: (a) =>
        `Terminou "${a.goal}" ${a.days ? `em ${n(a.days, 'dia', 'dias')}` : 'no mesmo dia'}. Anote o que funcionou e leve isso para a próxima meta.`,
      reason: () => 'Terminou uma meta nos últimos 3 dias.',
    },
    streak: {
      name: 'Proteja a sequência',
      description: (a) => `${a.count} das suas últimas ${a.total} sessões estão feitas. Ponha já a próxima na agenda.`,
      reason: (a) => `Concluiu ${a.count} sessões recentes.`,
    },
    smaller: {
      name: 'Pedaços menores',
      description: (a) =>
        `${a.count} sessões recentes pareceram grandes demais ou foram interrompidas. Peça sessões de 10 minutos esta semana e aumente depois de três seguidas.`,
      reason: (a) => `${a.count} sessões recentes foram grandes demais ou canceladas.`,
    },
    pickHour: {
      name: 'Escolha a sua hora',
      description: () =>
        'Várias sessões chegaram na hora errada. Escolha uma hora fixa por dia para trabalho focado e bloqueie-a.',
      reason: (a) => `${a.count} sessões foram recusadas por causa do horário.`,
    },
    notAllRed: {
      name: 'Nem tudo é vermelho',
      description: (a) =>
        `${a.count} das suas ${a.total} metas são prioridade máxima. Deixe só uma em vermelho esta semana e recolora o resto com honestidade.`,
      reason: (a) => `${a.count} metas vermelhas em ${a.total}.`,
    },
    sharpen: {
      name: 'Afine as vagas',
      description: (a) =>
        `${a.count === 1 ? 'Uma meta ainda tem' : `${a.count} metas ainda têm`} a etiqueta Fortify. Um toque no Fortify dá a cada uma data e primeiro passo.`,
      reason: (a) => `${a.count} metas ainda não podem ser riscadas.`,
    },
    planTomorrow: {
      name: 'Planeje amanhã hoje à noite',
      description: () => 'Antes de fechar o portátil, escreva a primeira tarefa de amanhã num post-it.',
      reason: () => 'Um hábito que ajuda todas as metas.',
    },
    twoMinutes: {
      name: 'Comece com dois minutos',
      description: () => 'Se uma meta pesa, comprometa-se só com dois minutos. O difícil é começar.',
      reason: () => 'Um hábito que ajuda todas as metas.',
    },
    weeklyReview: {
      name: 'Revisão semanal',
      description: () =>
        'Tire 15 minutos neste fim de semana: o que avançou, o que emperrou, o que largar. Depois defina as metas da próxima semana.',
      reason: () => 'É o fim da semana.',
    },
  },
  likedBefore: 'Já gostou deste tipo de conselho antes.',
  colour: {
    red: 'vermelha, de prioridade máxima',
    purple: 'roxa, de longo prazo',
    blue: 'azul, de tarefa rápida',
    white: 'branca, de prioridade baixa',
  },
  classify: {
    red: 'Vermelha porque o prazo está próximo ou tem de acontecer já.',
    blue: 'Azul porque é uma tarefa rápida que termina de uma vez.',
    purple: 'Roxa porque é uma meta de longo prazo que leva semanas.',
    white: 'Branca porque nada nela é urgente nem de longo prazo.',
    needs: 'Precisa de um número, uma data ou um primeiro passo para poder ser terminada.',
    someday:
      'Branca porque é um desejo para um dia, não a prioridade desta semana; quando quiser mesmo, dê-lhe uma data e ela sobe.',
  },
  diet: {
    vegan: 'veganos',
    vegetarian: 'vegetarianos',
    pescatarian: 'sem carne',
    'gluten-free': 'sem glúten',
    halal: 'halal',
    kosher: 'kosher',
    'dairy-free': 'sem lactose',
  },
  field: {
    software: 'software',
    cooking: 'cozinha',
    music: 'música',
    fitness: 'desporto',
    writing: 'escrita',
    languages: 'idiomas',
    design: 'design',
    finance: 'finanças',
    electrical: 'eletricidade',
    building: 'construção',
    plumbing: 'canalização',
    carpentry: 'carpintaria',
    decorating: 'pintura',
    gardening: 'jardinagem',
    mechanics: 'mecânica',
  },
  bodyPart: {
    knee: 'o joelho',
    back: 'as costas',
    ankle: 'o tornozelo',
    shoulder: 'o ombro',
    hip: 'a anca',
    wrist: 'o pulso',
    foot: 'o pé',
    neck: 'o pescoço',
    elbow: 'o cotovelo',
    leg: 'a perna',
    joints: 'as articulações',
    hand: 'as mãos',
  },
  contract: (t) =>
    t
      .replace(/(?<!\p{L})em (o|a|os|as) /gu, 'n$1 ')
      .replace(/(?<!\p{L})de (o|a|os|as) /gu, 'd$1 ')
      .replace(/(?<!\p{L})a o /gu, 'ao ')
      .replace(/(?<!\p{L})a os /gu, 'aos '),
  withinBudget: (a) => `, sem passar de ${a}`,
  perPeriod: (a, n, unit) =>
    unit === 'month'
      ? ` — cerca de ${a} por mês durante ${n} meses`
      : ` — cerca de ${a} por semana durante ${n} semanas`,
  join: joinWith('e'),
  ...dateFormatter('pt-BR'),
};
