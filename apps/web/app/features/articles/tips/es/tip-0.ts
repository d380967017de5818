import { BUYER_REPLY_HOURS, MOST_EXPORTED_CATEGORIES_COUNT } from '@wbn/contract/constants';
import type { TipArticle } from '../../types';
import { MOST_EXPORTED_CATEGORIES_ES } from './most-exported-categories';

export const tip0 = {
  n: 0,
  title: 'Productos que puede exportar',
  lead: 'Casi cualquier producto puede venderse en el exterior, pero no cualquier empresa puede exportar cualquier producto con rentabilidad. La elección correcta depende de lo que los compradores extranjeros ya adquieren, de lo que su planta hace mejor que la competencia y de qué tan lejos pueden viajar sus productos antes de que el flete, los aranceles y los trámites se coman el margen. Esta guía ayuda a los fabricantes a decidir qué ofrecer primero.',
  summary:
    'Qué productos viajan bien y se venden en el exterior: bienes industriales, especialidades de nicho y fabricación para marca propia. Incluye nuestra lista de las 50 categorías de productos más exportadas en el comercio mundial.',
  description: `Productos que puede exportar: bienes industriales, de nicho y de marca propia, más las ${MOST_EXPORTED_CATEGORIES_COUNT} categorías de productos más exportadas del mundo.`,
  keywords: [
    'qué productos exportar',
    'productos más exportados',
    'categorías de productos de exportación',
    'exportar productos de marca propia',
    'productos de nicho para exportar',
  ],
  sections: [
    {
      heading: 'Empiece por lo que el mundo ya compra',
      paragraphs: [
        'El éxito exportador rara vez consiste en inventar una demanda. Surge de sumarse a un flujo comercial que ya existe y ofrecer dentro de él una mejor propuesta: más calidad por el mismo precio, tiempos de entrega más cortos, un socio más confiable o una especificación que los proveedores locales no pueden igualar. Antes de imprimir un catálogo en tres idiomas, revise las estadísticas de importación de sus países objetivo. Las aduanas nacionales y las bases de datos de comercio internacional publican, para cada código arancelario, cuánto importa cada país y de dónde.',
        'Si un país importa volúmenes grandes y crecientes de los productos que usted fabrica, sus compradores ya están acostumbrados a tratar con proveedores extranjeros, sus agentes aduanales conocen los documentos y los canales de distribución ya existen. Su tarea es ganar una parte de ese flujo, no educar a todo un mercado.',
      ],
    },
    {
      heading: 'Los mejores productos para exportar',
      paragraphs: [
        'Los productos que se exportan bien suelen compartir algunos rasgos. Tienen un valor alto en relación con su peso y su volumen, de modo que el flete representa una parte pequeña del precio puesto en destino. No son perecederos, o pueden enviarse con soluciones de cadena de frío probadas. Cumplen normas internacionales, o pueden certificarse para el mercado de destino sin rediseñar toda la línea. Y ofrecen algo que los compradores no encuentran fácilmente en su propio país: una tecnología, un diseño, un material, una marca o simplemente un nivel de calidad constante.',
      ],
      list: [
        'Alto valor por kilogramo: componentes de maquinaria, instrumentos, químicos especializados, accesorios de moda.',
        'Estables durante el transporte: productos secos, bienes duraderos, alimentos sellados y certificados.',
        'Listos para cumplir normas: certificaciones CE, UL, ISO o sectoriales ya obtenidas.',
        'Difíciles de copiar localmente: un proceso propio, conocimiento técnico (know-how), un origen o un diseño.',
      ],
    },
    {
      heading: 'Productos industriales',
      paragraphs: [
        'La maquinaria, los repuestos (refacciones), las herramientas, las válvulas, las bombas, los componentes eléctricos y los materiales semiterminados son la columna vertebral del comercio entre empresas. Los compradores industriales deciden según la especificación técnica, el costo total de propiedad y el servicio, no por impulso. Es una buena noticia para los fabricantes medianos: un producto bien documentado, con planos claros, certificados de prueba y un plan de posventa confiable, puede competir con grupos mucho más grandes.',
        `Piense en una relación de largo plazo. Un cliente industrial que lo califique como proveedor puede volver a comprarle durante años, pero también esperará repuestos, respuestas técnicas y reacciones rápidas. Comprométase a responder cada consulta de un comprador en un plazo de ${BUYER_REPLY_HOURS} horas, aunque la primera respuesta solo confirme que la oficina técnica está preparando la cotización.`,
      ],
    },
    {
      heading: 'Productos de nicho',
      paragraphs: [
        'Un producto de nicho atiende muy bien una necesidad acotada: una especialidad alimentaria de una región, un componente para un tipo de máquina, un material para un proceso. En cada país, por separado, los nichos son pequeños, y justamente por eso tiene sentido exportar. Sumado en veinte o treinta países, un nicho se convierte en un negocio sólido, y la competencia suele limitarse a un puñado de especialistas que se conocen entre sí.',
        'Para exportar un producto de nicho, hay que ser fácil de encontrar. Los compradores especializados buscan con términos técnicos precisos, así que describa sus productos con las palabras que realmente usan sus clientes, incluidos los códigos estándar y los nombres de las aplicaciones, y mantenga completo y actualizado su perfil en las plataformas B2B.',
      ],
    },
    {
      heading: 'Productos de marca propia',
      paragraphs: [
        'Muchos importadores, distribuidores y cadenas minoristas venden productos con su propia marca y buscan fabricantes capaces de producir según sus especificaciones. Fabricar para marca propia permite a una planta ocupar su capacidad disponible y entrar en mercados donde posicionar una marca de la casa le llevaría años. La contrapartida es un margen menor y menos control sobre el cliente final, por eso muchos exportadores combinan ambos enfoques: su propia marca en algunos mercados y fabricación para la marca propia de sus clientes en los demás.',
        'Los compradores de marca propia revisan la capacidad de producción, los sistemas de calidad, la flexibilidad de empaque y la confidencialidad. Prepare un expediente breve con sus certificaciones, pedidos mínimos (MOQ), tiempos de entrega y ejemplos de producciones a la medida que haya realizado.',
      ],
    },
    {
      heading: `Las ${MOST_EXPORTED_CATEGORIES_COUNT} categorías de productos más exportadas`,
      paragraphs: [
        'La siguiente lista muestra, en orden aproximado, las categorías de productos con mayor valor de exportación a nivel mundial. Dominan la energía, la electrónica y los vehículos, pero la maquinaria, los productos médicos, los metales y los alimentos también se comercian en volúmenes muy grandes. Las posiciones cambian de un año a otro según los precios y la demanda, así que tome la lista como un mapa de dónde se concentra el comercio, no como una clasificación fija.',
        'No la lea como una lista de los únicos productos que vale la pena exportar. Las categorías grandes atraen a competidores grandes; un proveedor especializado dentro de una categoría grande, o un líder en una pequeña, puede tener mucho éxito.',
      ],
      list: MOST_EXPORTED_CATEGORIES_ES,
      ordered: true,
    },
    {
      heading: 'Elija, pruebe y después crezca',
      paragraphs: [
        'Elija uno o dos productos en los que sea más fuerte y dos o tres mercados objetivo con importaciones significativas, y póngalos a prueba con cotizaciones reales a compradores reales. Mida cuántas consultas recibe, qué tan rápido responde y cuántas cotizaciones se convierten en pedidos. Después amplíe la gama. Un comienzo enfocado le enseñará más sobre exportación que un catálogo de cientos de artículos enviado a todas partes a la vez.',
      ],
    },
  ],
} satisfies TipArticle;
