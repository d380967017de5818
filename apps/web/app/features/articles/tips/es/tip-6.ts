import { BUYER_REPLY_HOURS } from '@wbn/contract/constants';
import type { TipArticle } from '../../types';

export const tip6 = {
  n: 6,
  title: 'Los mejores productos para exportar',
  lead: 'El mejor producto para exportar no es necesariamente el que más se vende en su país. Es el que necesitan los compradores extranjeros, el que puede llegarles a un precio puesto en destino competitivo y el que su empresa puede suministrar de manera confiable y a escala. Este artículo ofrece un método práctico para evaluar su gama de productos y decidir por dónde empezar.',
  summary:
    'Un método práctico para elegir sus productos de exportación más fuertes: demanda en el exterior, margen después del flete y los aranceles, normativa, competencia y su capacidad de entregar con constancia.',
  description:
    'Los mejores productos para exportar: cómo evaluar su gama según la demanda externa, el costo puesto en destino, el margen, la normativa y la competencia.',
  keywords: [
    'mejores productos para exportar',
    'qué productos exportar',
    'potencial exportador',
    'costo puesto en destino',
    'productos con denominación de origen',
  ],
  sections: [
    {
      heading: 'Piense como un comprador extranjero',
      paragraphs: [
        'Empiece por olvidarse de su catálogo e imagine a un gerente de compras en otro país. ¿Qué problema le resuelve su producto? ¿Qué usa hoy? ¿Por qué cambiaría? A un producto que simplemente está “a la altura” de la oferta local le costará abrirse paso, porque comprar en el exterior añade distancia, trámites y riesgo. Los mejores productos de exportación ofrecen una razón clara para aceptar ese esfuerzo adicional: un mejor desempeño, un material o un diseño únicos, un origen reconocido, un costo total más bajo o un suministro que el comprador no encuentra en su país.',
      ],
    },
    {
      heading: 'Cinco criterios para evaluar sus productos',
      paragraphs: [
        'Haga una lista de sus productos o familias de productos y asigne a cada uno una puntuación del uno al cinco en los siguientes criterios. El total no tomará la decisión por usted, pero hará mucho más clara la discusión dentro de su empresa.',
      ],
      list: [
        'Demanda: ¿los países objetivo importan volúmenes significativos y crecientes de este producto?',
        'Competitividad en destino: después del flete, el seguro, los aranceles y el margen del distribuidor, ¿el precio final sigue siendo atractivo?',
        'Margen: ¿queda suficiente utilidad para cubrir el costo adicional de exportar?',
        'Cumplimiento: ¿puede el producto cumplir las normas y las reglas de etiquetado del país de destino sin un rediseño costoso?',
        'Capacidad: ¿puede producirlo de forma constante en los volúmenes que necesitará un socio extranjero?',
      ],
    },
    {
      heading: 'Productos con un origen reconocido',
      paragraphs: [
        'Para muchos fabricantes, el origen es una ventaja competitiva. La maquinaria, los muebles de diseño, la moda, el vino y los alimentos italianos, o el café, la fruta, el cuero y los minerales de América Latina, tienen una reputación que abre puertas. Haga que el origen sea visible y creíble: explique la región, el proceso y las personas, y protéjalo con los certificados de origen correspondientes y, cuando proceda, con indicaciones geográficas o marcas registradas en sus mercados objetivo.',
      ],
    },
    {
      heading: 'Componentes y repuestos',
      paragraphs: [
        'Algunos de los mejores productos de exportación son invisibles para el consumidor. Los componentes, los consumibles y los repuestos se venden de forma recurrente una vez que el cliente los homologa, porque cambiar de proveedor implica nuevas pruebas y nuevos riesgos para el comprador. Suelen ser compactos y fáciles de enviar, y su demanda es estable. Si su empresa fabrica piezas que se incorporan a máquinas vendidas en todo el mundo, los propietarios de esas máquinas son clientes potenciales en cada país donde operan.',
      ],
    },
    {
      heading: 'Productos personalizables y de marca propia',
      paragraphs: [
        'Los productos que pueden adaptarse a la especificación, la marca o el empaque de un comprador resultan atractivos para importadores y minoristas que quieren diferenciar su oferta. La flexibilidad en colores, tamaños, materiales y etiquetado puede pesar más que el precio más bajo. Defina con claridad qué opciones ofrece, los pedidos mínimos y el tiempo de entrega adicional, para que los compradores puedan evaluar la oferta con rapidez.',
      ],
    },
    {
      heading: 'Productos que conviene abordar con cautela',
      paragraphs: [
        'Algunos productos son más difíciles de exportar: mercancías muy pesadas o voluminosas de poco valor, artículos perecederos sin una cadena de frío probada, productos sujetos a licencias estrictas o a sanciones, y artículos cuyo principal argumento de venta es un precio bajo que competidores lejanos pueden mejorar con facilidad. Aun así pueden exportarse, pero requieren logística especializada, socios locales o un modelo de negocio distinto, como el licenciamiento o el ensamblaje local.',
      ],
    },
    {
      heading: 'Pruebe con compradores reales',
      paragraphs: [
        `Una vez que tenga una lista corta, póngala a prueba. Publique los productos seleccionados en plataformas B2B con información técnica completa, envíe ofertas a una selección de importadores y lleve muestras a una feria comercial del sector. Responda cada consulta en un plazo de ${BUYER_REPLY_HOURS} horas y tome nota de lo que preguntan los compradores: sus preguntas revelan qué productos les interesan, qué datos faltan y qué precios les parecen altos.`,
        'Al cabo de unos meses, compare consultas, cotizaciones y pedidos por producto. Conserve lo que funciona, mejore lo que casi funciona y descarte lo que el mercado ignora. Los mejores productos para exportar son, en definitiva, los que los compradores siguen pidiendo, y solo las conversaciones reales con compradores reales le mostrarán cuáles son.',
      ],
    },
  ],
} satisfies TipArticle;
