import { BUYER_REPLY_HOURS } from '@wbn/contract/constants';
import type { TipArticle } from '../../types';

export const tip3 = {
  n: 3,
  title: 'Cómo crear una red de distribución de productos en el exterior',
  lead: 'Un solo cliente extranjero es una oportunidad; una red de distribución es un negocio. Construirla exige un plan de marketing de exportación por escrito, la combinación adecuada de ferias comerciales y plataformas en línea, una oficina de exportación capaz de atender con rapidez a los socios y personal capacitado para hacerlo. Este artículo recorre cada una de estas piezas.',
  summary:
    'De un plan de marketing de exportación por escrito a una red de agentes y distribuidores que funcione: ferias comerciales frente a plataformas en línea, cómo montar una oficina de exportación y cómo capacitar al personal.',
  description:
    'Cómo crear una red de distribución en el exterior: plan de marketing de exportación, ferias frente a plataformas B2B, agentes, distribuidores y oficina de exportación.',
  keywords: [
    'red de distribución internacional',
    'plan de marketing de exportación',
    'distribuidores en el extranjero',
    'ferias comerciales',
    'oficina de exportación',
    'capacitación en comercio exterior',
  ],
  sections: [
    {
      heading: 'Por qué una red y no solo clientes',
      paragraphs: [
        'Vender directamente a usuarios finales en muchos países es costoso: cada mercado tiene su propio idioma, su normativa, sus expectativas de servicio y sus costumbres de pago. Los socios locales ya conocen todo esto. Un importador o un distribuidor mantiene inventario, se encarga de la aduana, factura en moneda local, ofrece servicio posventa y aporta relaciones que a usted le llevaría años construir. Un agente consigue clientes y cobra una comisión, mientras usted envía y factura directamente. Una buena red combina ambas figuras, mercado por mercado.',
      ],
    },
    {
      heading: 'Redacte un plan de marketing de exportación',
      paragraphs: [
        'El plan no tiene que ser extenso, pero debe estar por escrito, compartirse con el equipo y revisarse cada año. Convierte las buenas intenciones en decisiones y en un presupuesto.',
      ],
      list: [
        'Los mercados objetivo por orden de prioridad, con las razones de cada elección.',
        'Los productos y las versiones que se ofrecerán en cada mercado, y las certificaciones necesarias.',
        'El modelo de canal: venta directa, agentes, importadores, distribuidores o una combinación.',
        'La estructura de precios en cada nivel, desde el precio en fábrica (EXW) hasta el cliente final.',
        'La promoción: plataformas, ferias, visitas, muestras y materiales en los idiomas locales.',
        'Un presupuesto anual, un calendario y metas medibles por mercado.',
        'Quién es responsable de cada acción.',
      ],
    },
    {
      heading: 'Busque y seleccione socios',
      paragraphs: [
        'Busque socios que ya vendan productos complementarios a los mismos clientes, no competidores que podrían dejar su línea olvidada en un estante para proteger la propia. Pida nombres a asociaciones gremiales, cámaras de comercio y clientes actuales, haga búsquedas en plataformas B2B y observe quiénes exponen en las principales ferias de su sector.',
        'Antes de firmar, verifique la solidez financiera del socio, sus referencias, su almacén y su personal técnico, así como las demás marcas que representa. Empiece con un período de prueba y metas claras, y acuerde por escrito el territorio, la exclusividad, los volúmenes mínimos, los precios, el apoyo de marketing y las condiciones de terminación. La exclusividad debe ganarse con resultados, no concederse el primer día.',
      ],
    },
    {
      heading: 'Ferias comerciales frente a plataformas en línea',
      paragraphs: [
        'Las ferias comerciales reúnen a toda una industria en unos cuantos pabellones durante unos pocos días. Son ideales para conocer en persona a posibles distribuidores, hacer demostraciones de productos que hay que ver en funcionamiento y reforzar la relación con los socios actuales. Sus límites son el costo, que incluye el stand, los viajes y el tiempo del personal, y el calendario: la feria se realiza una vez al año, esté usted preparado o no.',
        'Las plataformas B2B en línea funcionan todos los días, en todos los husos horarios, por una fracción del costo. Permiten que compradores y distribuidores lo encuentren al buscar productos específicos, y a usted le permiten contactar a importadores en mercados que nunca podría visitar. Su límite es la confianza: un primer contacto en línea pesa menos que un apretón de manos, así que debe complementarse con muestras, videollamadas y, en el caso de los socios importantes, una visita.',
        'El mejor enfoque combina ambos canales. Genere visibilidad y una cartera de contactos en línea durante todo el año, y aproveche unas pocas ferias bien elegidas para reunirse en persona con los prospectos más prometedores y cerrar acuerdos.',
      ],
    },
    {
      heading: 'Cree una oficina de exportación',
      paragraphs: [
        'Una red necesita un punto de contacto que responda a los socios con rapidez y competencia. En una empresa pequeña, la oficina de exportación puede ser una o dos personas; lo importante es que la exportación sea la tarea principal de alguien, no un encargo adicional. La oficina gestiona las consultas, las cotizaciones, el procesamiento de pedidos, los documentos, los envíos, el seguimiento de cobros y el apoyo a los socios.',
        `Defina estándares de servicio claros. Responda a compradores y socios en un plazo de ${BUYER_REPLY_HOURS} horas, confirme los pedidos con fechas de entrega y envíe los documentos de embarque en cuanto la mercancía salga. Dótela de una base de datos de clientes compartida, plantillas de cotización estándar y listas de precios actualizadas para cada mercado, de modo que las respuestas sean rápidas y coherentes incluso cuando alguien esté de vacaciones.`,
      ],
    },
    {
      heading: 'Capacite a su personal y a sus socios',
      paragraphs: [
        'El personal de exportación necesita competencias que la venta nacional rara vez exige: idiomas extranjeros, Incoterms, medios de pago, documentos aduaneros, negociación intercultural y manejo de plataformas digitales. Invierta en capacitación periódica, mediante cursos de cámaras de comercio y asociaciones gremiales o con la mentoría de colegas con experiencia.',
        'Capacite también a sus socios. Los distribuidores venden lo que entienden. Ofrézcales capacitación sobre el producto, documentación técnica, material de marketing en su idioma y un contacto designado para resolver dudas. Visítelos, invite a su equipo a conocer su planta y revisen juntos los resultados cada trimestre. Un distribuidor que se siente respaldado se convierte en una extensión de su empresa; uno que se siente ignorado empezará, sin decir nada, a impulsar otras marcas.',
      ],
    },
    {
      heading: 'Crezca mercado por mercado',
      paragraphs: [
        'No abra diez mercados a la vez. Construya una alianza sólida, aprenda de ella y luego replique el modelo. Una red que crece de forma constante, con socios capacitados y una oficina de exportación ágil, es un activo que sigue generando pedidos durante años.',
      ],
    },
  ],
} satisfies TipArticle;
