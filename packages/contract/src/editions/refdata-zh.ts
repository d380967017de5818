/**
 * The reference data in Simplified Chinese, in the words Chinese buyers and suppliers search on
 * B2B platforms; docs/i18n/glossary-zh.md holds the terms chosen and why. Keys: README.md of this folder.
 */
import type { RefdataTranslation } from './refdata-translation.js';

export const REFDATA_ZH: RefdataTranslation = {
  edition: 'zh',
  industries: {
    '0001': {
      name: '自动化',
      description:
        '寻找工厂自动化设备的制造商和经销商，产品涵盖PLC、传感器、工业机器人以及运动控制、气动元件和机器视觉系统，助力工厂更快、更安全地生产，减少人工操作。',
      categories: {
        'PLCs & Controllers': {
          name: 'PLC与控制器',
          subCategories: {
            'Compact PLCs': '紧凑型PLC',
            'Modular PLCs': '模块化PLC',
            'Safety PLCs': '安全PLC',
            'Micro PLCs': '微型PLC',
            'Programmable Automation Controllers': '可编程自动化控制器（PAC）',
            'PLC I/O Modules': 'PLC输入输出模块',
          },
        },
        'Industrial Robots': {
          name: '工业机器人',
          subCategories: {
            'Articulated Robots': '多关节机器人',
            'SCARA Robots': 'SCARA机器人',
            'Delta Robots': '并联机器人（Delta）',
            'Collaborative Robots': '协作机器人',
            'Cartesian Robots': '直角坐标机器人',
            'Robot Grippers & End Effectors': '机器人夹爪与末端执行器',
          },
        },
        'Sensors & Transducers': {
          name: '传感器与变送器',
          subCategories: {
            'Proximity Sensors': '接近传感器',
            'Photoelectric Sensors': '光电传感器',
            'Pressure Transducers': '压力变送器',
            'Temperature Sensors': '温度传感器',
            'Level Sensors': '液位传感器',
            'Flow Sensors': '流量传感器',
            'Ultrasonic Sensors': '超声波传感器',
            'Rotary Encoders': '旋转编码器',
          },
        },
        'Motion Control': {
          name: '运动控制',
          subCategories: {
            'Servo Motors': '伺服电机',
            'Servo Drives': '伺服驱动器',
            'Stepper Motors': '步进电机',
            'Stepper Drivers': '步进驱动器',
            'Motion Controllers': '运动控制器',
            'Linear Actuators': '直线执行器',
          },
        },
        'HMI & Operator Panels': {
          name: '人机界面与操作面板',
          subCategories: {
            'Touch Screen HMIs': '触摸屏人机界面',
            'Text Displays': '文本显示器',
            'Panel PCs': '工业平板电脑',
            'Industrial Monitors': '工业显示器',
            'Operator Keypads': '操作键盘',
          },
        },
        Pneumatics: {
          name: '气动元件',
          subCategories: {
            'Pneumatic Cylinders': '气缸',
            'Solenoid Valves': '电磁阀',
            'Air Preparation Units': '气源处理器（三联件）',
            'Pneumatic Fittings': '气动接头',
            'Vacuum Generators': '真空发生器',
            'Pneumatic Tubing': '气管',
          },
        },
        'Machine Vision': {
          name: '机器视觉',
          subCategories: {
            'Smart Cameras': '智能相机',
            'Vision Sensors': '视觉传感器',
            'Industrial Cameras': '工业相机',
            'Machine Vision Lighting': '机器视觉光源',
            'Barcode Readers': '条码读码器',
            'Vision Software': '视觉软件',
          },
        },
        'Industrial Networking': {
          name: '工业网络',
          subCategories: {
            'Industrial Ethernet Switches': '工业以太网交换机',
            'Fieldbus Modules': '现场总线模块',
            'Industrial Routers': '工业路由器',
            'Protocol Gateways': '协议网关',
            'Industrial Wireless Devices': '工业无线设备',
          },
        },
        'SCADA & Industrial Software': {
          name: 'SCADA与工业软件',
          subCategories: {
            'SCADA Systems': 'SCADA系统',
            'MES Software': 'MES软件',
            'Historian Software': '实时历史数据库软件',
            'Remote Monitoring Systems': '远程监控系统',
          },
        },
      },
    },
    '0002': {
      name: '电子与IT',
      description:
        '从经过认证的供应商处采购电子元器件、电路板、电脑硬件、网络设备和消费电子产品，以及测试仪器、安防系统和保障企业互联互通的软件与IT服务。',
      categories: {
        'Electronic Components': {
          name: '电子元器件',
          subCategories: {
            Resistors: '电阻器',
            Capacitors: '电容器',
            Inductors: '电感器',
            Diodes: '二极管',
            Transistors: '晶体管',
            Connectors: '连接器',
            'Crystals & Oscillators': '晶振与振荡器',
            Fuses: '保险丝',
            Relays: '继电器',
          },
        },
        'Integrated Circuits': {
          name: '集成电路',
          subCategories: {
            Microcontrollers: '微控制器（MCU）',
            'Memory Chips': '存储芯片',
            'Power Management ICs': '电源管理芯片',
            'Analog ICs': '模拟芯片',
            FPGAs: 'FPGA芯片',
            'Interface ICs': '接口芯片',
          },
        },
        'PCB & PCBA': {
          name: 'PCB与PCBA',
          subCategories: {
            'Rigid PCBs': '刚性电路板',
            'Flexible PCBs': '柔性电路板（FPC）',
            'Rigid-Flex PCBs': '软硬结合板',
            'HDI PCBs': 'HDI电路板',
            'PCB Assembly Services': 'PCBA贴片组装服务',
          },
        },
        'Computer Hardware': {
          name: '电脑硬件',
          subCategories: {
            'Desktop Computers': '台式电脑',
            Laptops: '笔记本电脑',
            Servers: '服务器',
            Motherboards: '主板',
            'Graphics Cards': '显卡',
            'Storage Drives': '硬盘与存储设备',
            'Computer Peripherals': '电脑外设',
          },
        },
        'Networking Equipment': {
          name: '网络设备',
          subCategories: {
            Routers: '路由器',
            'Network Switches': '网络交换机',
            'Wireless Access Points': '无线接入点（AP）',
            Firewalls: '防火墙',
            'Network Cables': '网线',
            'Fiber Optic Transceivers': '光模块',
          },
        },
        'Displays & Screens': {
          name: '显示屏',
          subCategories: {
            'LCD Modules': 'LCD液晶模组',
            'OLED Displays': 'OLED显示屏',
            'LED Display Panels': 'LED显示屏',
            'Touch Screens': '触摸屏',
            'Digital Signage': '数字标牌',
          },
        },
        'Consumer Electronics': {
          name: '消费电子',
          subCategories: {
            Smartphones: '智能手机',
            Tablets: '平板电脑',
            'Headphones & Earbuds': '头戴式耳机与入耳式耳机',
            'Bluetooth Speakers': '蓝牙音箱',
            'Smart Watches': '智能手表',
            Televisions: '电视机',
          },
        },
        'Security & Surveillance': {
          name: '安防监控',
          subCategories: {
            'CCTV Cameras': '监控摄像机',
            'IP Cameras': '网络摄像机',
            'Video Recorders': '硬盘录像机（DVR/NVR）',
            'Access Control Systems': '门禁系统',
            'Alarm Systems': '报警系统',
            'Video Intercoms': '可视对讲',
          },
        },
        'Test & Measurement': {
          name: '测试测量',
          subCategories: {
            Oscilloscopes: '示波器',
            Multimeters: '万用表',
            'Signal Generators': '信号发生器',
            'Spectrum Analyzers': '频谱分析仪',
            'Bench Power Supplies': '台式直流电源',
            'Logic Analyzers': '逻辑分析仪',
          },
        },
        'Software & IT Services': {
          name: '软件与IT服务',
          subCategories: {
            'ERP Software': 'ERP软件',
            'Cloud Services': '云服务',
            'Custom Software Development': '软件定制开发',
            'IT Outsourcing': 'IT外包',
            'Cybersecurity Services': '网络安全服务',
          },
        },
      },
    },
    '0003': {
      name: '能源',
      description:
        '对接太阳能和风能系统、电池与储能、发电机组、配电设备和电动汽车充电桩的供应商，以及电线电缆和石油天然气设备，服务于公用事业、商业和工业能源项目。',
      categories: {
        'Solar Energy': {
          name: '太阳能',
          subCategories: {
            'Solar Panels': '光伏组件（太阳能板）',
            'Solar Inverters': '光伏逆变器',
            'Solar Charge Controllers': '太阳能充电控制器',
            'Solar Mounting Systems': '光伏支架',
            'Solar Water Heaters': '太阳能热水器',
            'Solar Street Lights': '太阳能路灯',
          },
        },
        'Wind Energy': {
          name: '风能',
          subCategories: {
            'Horizontal Axis Wind Turbines': '水平轴风力发电机',
            'Vertical Axis Wind Turbines': '垂直轴风力发电机',
            'Wind Turbine Blades': '风机叶片',
            'Wind Turbine Controllers': '风机控制器',
          },
        },
        'Batteries & Energy Storage': {
          name: '电池与储能',
          subCategories: {
            'Lithium-Ion Batteries': '锂离子电池',
            'Lead-Acid Batteries': '铅酸蓄电池',
            'Battery Energy Storage Systems': '电池储能系统（BESS）',
            'Battery Management Systems': '电池管理系统（BMS）',
            'Battery Packs': '电池组',
            'Portable Power Stations': '便携式储能电源',
          },
        },
        Generators: {
          name: '发电机组',
          subCategories: {
            'Diesel Generators': '柴油发电机组',
            'Gas Generators': '燃气发电机组',
            'Portable Generators': '便携式发电机',
            'Inverter Generators': '变频发电机',
            'Standby Generators': '备用发电机组',
          },
        },
        'Power Distribution': {
          name: '输配电设备',
          subCategories: {
            Switchgear: '开关柜',
            'Distribution Transformers': '配电变压器',
            'Circuit Breakers': '断路器',
            'Distribution Boards': '配电箱',
            'Busbar Systems': '母线槽',
            'Electricity Meters': '电能表',
          },
        },
        'Cables & Wires': {
          name: '电线电缆',
          subCategories: {
            'Power Cables': '电力电缆',
            'Building Wires': '建筑用电线',
            'Overhead Conductors': '架空导线',
            'Solar Cables': '光伏电缆',
            'Cable Accessories': '电缆附件',
          },
        },
        'Oil & Gas Equipment': {
          name: '石油天然气设备',
          subCategories: {
            'Drilling Equipment': '钻井设备',
            'Wellhead Equipment': '井口装置',
            'Pipeline Valves': '管道阀门',
            'Oilfield Pumps': '油田泵',
            'Oil & Gas Separators': '油气分离器',
          },
        },
        'EV Charging': {
          name: '电动汽车充电',
          subCategories: {
            'AC Charging Stations': '交流充电桩',
            'DC Fast Chargers': '直流快充桩',
            'Portable EV Chargers': '便携式电动汽车充电器',
            'Charging Cables & Connectors': '充电线缆与充电枪',
          },
        },
      },
    },
    '0004': {
      name: '工业技术',
      description:
        '浏览工业泵、阀门、压缩机、焊接设备、加热与冷却系统、物料搬运及过滤分离设备，供应商均为服务于流程工厂、加工车间和重工业的制造商。',
      categories: {
        'Industrial Pumps': {
          name: '工业泵',
          subCategories: {
            'Centrifugal Pumps': '离心泵',
            'Submersible Pumps': '潜水泵',
            'Diaphragm Pumps': '隔膜泵',
            'Gear Pumps': '齿轮泵',
            'Vacuum Pumps': '真空泵',
            'Dosing Pumps': '计量泵',
          },
        },
        'Industrial Valves': {
          name: '工业阀门',
          subCategories: {
            'Ball Valves': '球阀',
            'Gate Valves': '闸阀',
            'Butterfly Valves': '蝶阀',
            'Check Valves': '止回阀',
            'Globe Valves': '截止阀',
            'Control Valves': '调节阀',
          },
        },
        'Air Compressors': {
          name: '空气压缩机',
          subCategories: {
            'Screw Air Compressors': '螺杆式空压机',
            'Piston Air Compressors': '活塞式空压机',
            'Oil-Free Air Compressors': '无油空压机',
            'Compressed Air Dryers': '压缩空气干燥机',
          },
        },
        'Welding & Cutting': {
          name: '焊接与切割',
          subCategories: {
            'Stick Welders': '手工电弧焊机',
            'MIG Welders': '气体保护焊机（MIG）',
            'TIG Welders': '氩弧焊机（TIG）',
            'Plasma Cutters': '等离子切割机',
            'Laser Welding Machines': '激光焊接机',
            'Welding Consumables': '焊接耗材',
          },
        },
        'Industrial Heating & Cooling': {
          name: '工业加热与冷却',
          subCategories: {
            'Industrial Chillers': '工业冷水机',
            'Cooling Towers': '冷却塔',
            'Heat Exchangers': '换热器',
            'Industrial Boilers': '工业锅炉',
            'Industrial Ovens': '工业烘箱',
          },
        },
        'Material Handling': {
          name: '物料搬运',
          subCategories: {
            Forklifts: '叉车',
            'Pallet Jacks': '托盘搬运车',
            Conveyors: '输送机',
            Hoists: '起重葫芦',
            'Overhead Cranes': '桥式起重机',
            'Automated Guided Vehicles': 'AGV自动导引车',
          },
        },
        'Filtration & Separation': {
          name: '过滤与分离',
          subCategories: {
            'Industrial Filters': '工业过滤器',
            'Dust Collectors': '除尘器',
            'Water Treatment Systems': '水处理设备',
            'Industrial Centrifuges': '工业离心机',
            'Oil Water Separators': '油水分离器',
          },
        },
      },
    },
    '0005': {
      name: '机械设备',
      description:
        '为各行各业寻找生产机械，包括数控机床和激光设备、钣金、塑料、包装、食品加工、纺织及印刷设备，以及来自知名制造商的工程机械和农业机械。',
      categories: {
        'CNC Machines': {
          name: '数控机床',
          subCategories: {
            'CNC Lathes': '数控车床',
            'CNC Milling Machines': '数控铣床',
            'Machining Centers': '加工中心',
            'CNC Routers': '数控雕刻机',
            'CNC Grinding Machines': '数控磨床',
            'EDM Machines': '电火花加工机床',
          },
        },
        'Laser Machines': {
          name: '激光设备',
          subCategories: {
            'Laser Cutting Machines': '激光切割机',
            'Laser Engraving Machines': '激光雕刻机',
            'Laser Marking Machines': '激光打标机',
            'Laser Cleaning Machines': '激光清洗机',
          },
        },
        'Sheet Metal Machinery': {
          name: '钣金机械',
          subCategories: {
            'Press Brakes': '折弯机',
            'Shearing Machines': '剪板机',
            'Punching Machines': '冲床',
            'Plate Rolling Machines': '卷板机',
            'Pipe Bending Machines': '弯管机',
          },
        },
        'Plastic & Rubber Machinery': {
          name: '塑料橡胶机械',
          subCategories: {
            'Injection Molding Machines': '注塑机',
            'Extrusion Machines': '挤出机',
            'Blow Molding Machines': '吹塑机',
            'Thermoforming Machines': '热成型机（吸塑机）',
            'Plastic Recycling Machines': '塑料回收设备',
          },
        },
        'Packaging Machinery': {
          name: '包装机械',
          subCategories: {
            'Filling Machines': '灌装机',
            'Sealing Machines': '封口机',
            'Capping Machines': '旋盖机',
            'Labeling Machines': '贴标机',
            'Wrapping Machines': '裹包机',
            'Cartoning Machines': '装盒机',
            'Vacuum Packaging Machines': '真空包装机',
          },
        },
        'Food Processing Machinery': {
          name: '食品加工机械',
          subCategories: {
            'Bakery Equipment': '烘焙设备',
            'Meat Processing Machines': '肉类加工设备',
            'Beverage Processing Equipment': '饮料加工设备',
            'Fruit & Vegetable Processing Machines': '果蔬加工设备',
            'Dairy Processing Equipment': '乳品加工设备',
          },
        },
        'Construction Machinery': {
          name: '工程机械',
          subCategories: {
            Excavators: '挖掘机',
            'Wheel Loaders': '轮式装载机',
            Bulldozers: '推土机',
            'Concrete Mixers': '混凝土搅拌机',
            'Road Rollers': '压路机',
            'Tower Cranes': '塔式起重机',
          },
        },
        'Agricultural Machinery': {
          name: '农业机械',
          subCategories: {
            Tractors: '拖拉机',
            'Combine Harvesters': '联合收割机',
            'Seeders & Planters': '播种机与移栽机',
            'Crop Sprayers': '植保喷雾机',
            'Rotary Tillers': '旋耕机',
            'Irrigation Equipment': '灌溉设备',
          },
        },
        'Textile Machinery': {
          name: '纺织机械',
          subCategories: {
            'Spinning Machines': '纺纱机',
            'Weaving Machines': '织布机',
            'Knitting Machines': '针织机',
            'Industrial Sewing Machines': '工业缝纫机',
            'Embroidery Machines': '绣花机',
          },
        },
        'Printing Machinery': {
          name: '印刷机械',
          subCategories: {
            'Offset Printing Machines': '胶印机',
            'Digital Printing Machines': '数码印刷机',
            'Flexographic Printing Machines': '柔版印刷机',
            'Screen Printing Machines': '丝网印刷机',
            'Industrial 3D Printers': '工业级3D打印机',
          },
        },
      },
    },
    '0006': {
      name: '动力传动',
      description:
        '采购驱动机器运转的机械和电气部件，包括轴承、齿轮与减速机、电机、变频器、皮带、链条、联轴器、离合器以及直线运动部件，供应商为专业制造商和经销商。',
      categories: {
        Bearings: {
          name: '轴承',
          subCategories: {
            'Ball Bearings': '球轴承',
            'Roller Bearings': '滚子轴承',
            'Needle Bearings': '滚针轴承',
            'Thrust Bearings': '推力轴承',
            'Pillow Block Bearings': '带座轴承',
            'Linear Bearings': '直线轴承',
            'Slewing Bearings': '回转支承',
          },
        },
        'Gears & Gearboxes': {
          name: '齿轮与减速机',
          subCategories: {
            'Spur Gears': '直齿轮',
            'Helical Gears': '斜齿轮',
            'Bevel Gears': '锥齿轮',
            'Worm Gearboxes': '蜗轮蜗杆减速机',
            'Planetary Gearboxes': '行星减速机',
            'Helical Gearboxes': '斜齿轮减速机',
          },
        },
        'Electric Motors': {
          name: '电机',
          subCategories: {
            'AC Induction Motors': '交流异步电机',
            'DC Motors': '直流电机',
            'Brushless DC Motors': '无刷直流电机',
            'Gear Motors': '减速电机',
            'Explosion-Proof Motors': '防爆电机',
          },
        },
        'Variable Frequency Drives': {
          name: '变频器',
          subCategories: {
            'Low Voltage Drives': '低压变频器',
            'Medium Voltage Drives': '中压变频器',
            'DC Drives': '直流调速器',
            'Soft Starters': '软启动器',
          },
        },
        'Belts & Pulleys': {
          name: '皮带与皮带轮',
          subCategories: {
            'V-Belts': '三角带',
            'Timing Belts': '同步带',
            'Flat Belts': '平皮带',
            'V-Belt Pulleys': '三角带轮',
            'Timing Pulleys': '同步带轮',
          },
        },
        'Chains & Sprockets': {
          name: '链条与链轮',
          subCategories: {
            'Roller Chains': '滚子链',
            'Conveyor Chains': '输送链',
            'Leaf Chains': '板式链',
            'Engineering Chains': '工程链',
            Sprockets: '链轮',
          },
        },
        Couplings: {
          name: '联轴器',
          subCategories: {
            'Jaw Couplings': '梅花联轴器',
            'Gear Couplings': '齿式联轴器',
            'Disc Couplings': '膜片联轴器',
            'Grid Couplings': '蛇形弹簧联轴器',
            'Fluid Couplings': '液力偶合器',
            'Rigid Couplings': '刚性联轴器',
          },
        },
        'Clutches & Brakes': {
          name: '离合器与制动器',
          subCategories: {
            'Electromagnetic Clutches': '电磁离合器',
            'Electromagnetic Brakes': '电磁制动器',
            'Industrial Disc Brakes': '工业盘式制动器',
            'Torque Limiters': '扭矩限制器',
          },
        },
        'Linear Motion': {
          name: '直线运动部件',
          subCategories: {
            'Linear Guides': '直线导轨',
            'Ball Screws': '滚珠丝杠',
            'Lead Screws': '梯形丝杠',
            'Linear Modules': '直线模组',
          },
        },
      },
    },
    '0007': {
      name: '服装',
      description:
        '寻找男装、女装、童装、运动服、工作服、内衣、外套和牛仔服装的生产厂家和批发商，以及生产所需的面料和纱线，支持OEM代工和贴牌定制。',
      categories: {
        "Men's Clothing": {
          name: '男装',
          subCategories: {
            "Men's Shirts": '男士衬衫',
            "Men's T-Shirts": '男士T恤',
            "Men's Trousers": '男士长裤',
            "Men's Suits": '男士西装',
            "Men's Jackets": '男士夹克',
            "Men's Sweaters": '男士毛衣',
          },
        },
        "Women's Clothing": {
          name: '女装',
          subCategories: {
            Dresses: '连衣裙',
            'Blouses & Tops': '女士衬衫与上衣',
            Skirts: '半身裙',
            "Women's Trousers": '女士长裤',
            "Women's Jackets": '女士夹克',
            "Women's Knitwear": '女士针织衫',
          },
        },
        "Children's Clothing": {
          name: '童装',
          subCategories: {
            "Boys' Clothing": '男童服装',
            "Girls' Clothing": '女童服装',
            'School Uniforms': '校服',
            "Children's Outerwear": '儿童外套',
          },
        },
        Sportswear: {
          name: '运动服装',
          subCategories: {
            'Yoga Wear': '瑜伽服',
            'Running Apparel': '跑步服',
            'Team Uniforms': '团队队服',
            Tracksuits: '运动套装',
            'Compression Wear': '紧身压缩衣',
            'Cycling Apparel': '骑行服',
            Swimwear: '泳装',
          },
        },
        'Workwear & Uniforms': {
          name: '工作服与制服',
          subCategories: {
            Coveralls: '连体工作服',
            'High-Visibility Clothing': '反光警示服',
            'Flame-Resistant Clothing': '阻燃服',
            'Chef Uniforms': '厨师服',
            'Medical Scrubs': '医用刷手服',
            'Corporate Uniforms': '企业制服',
          },
        },
        'Underwear & Sleepwear': {
          name: '内衣与睡衣',
          subCategories: {
            Bras: '文胸',
            'Briefs & Boxers': '三角裤与平角裤',
            Lingerie: '女士时尚内衣',
            Shapewear: '塑身衣',
            Pajamas: '睡衣',
            'Socks & Hosiery': '袜子与丝袜',
          },
        },
        Outerwear: {
          name: '外套',
          subCategories: {
            'Down Jackets': '羽绒服',
            Parkas: '派克大衣',
            Raincoats: '雨衣',
            Windbreakers: '防风夹克',
            'Wool Coats': '羊毛大衣',
          },
        },
        Denim: {
          name: '牛仔服装',
          subCategories: {
            Jeans: '牛仔裤',
            'Denim Jackets': '牛仔夹克',
            'Denim Shorts': '牛仔短裤',
            'Denim Skirts': '牛仔裙',
          },
        },
        'Textiles & Fabrics': {
          name: '面料与纱线',
          subCategories: {
            'Cotton Fabrics': '棉面料',
            'Polyester Fabrics': '涤纶面料',
            'Knitted Fabrics': '针织面料',
            'Denim Fabrics': '牛仔布',
            'Silk Fabrics': '真丝面料',
            'Linen Fabrics': '亚麻面料',
            Yarns: '纱线',
          },
        },
      },
    },
    '0008': {
      name: '母婴用品',
      description:
        '采购婴儿服装、喂养用品、纸尿裤、婴儿推车、安全座椅、婴儿房家具、玩具和安全用品，制造商符合国际儿童安全标准，可为零售商、经销商和自有品牌供货。',
      categories: {
        'Baby Clothing': {
          name: '婴儿服装',
          subCategories: {
            Bodysuits: '婴儿包屁衣',
            Rompers: '婴儿连体爬服',
            'Baby Sleepsuits': '婴儿睡衣',
            'Baby Hats & Mittens': '婴儿帽子与手套',
            'Baby Socks': '婴儿袜',
          },
        },
        'Feeding Products': {
          name: '喂养用品',
          subCategories: {
            'Baby Bottles': '奶瓶',
            Pacifiers: '安抚奶嘴',
            'Breast Pumps': '吸奶器',
            Bibs: '围嘴',
            'Baby Tableware': '儿童餐具',
            'Bottle Sterilizers': '奶瓶消毒器',
          },
        },
        Diapering: {
          name: '尿裤护理',
          subCategories: {
            'Disposable Diapers': '一次性纸尿裤',
            'Cloth Diapers': '布尿布',
            'Baby Wipes': '婴儿湿巾',
            'Changing Mats': '换尿布垫',
            'Diaper Bags': '妈咪包',
          },
        },
        'Baby Gear': {
          name: '婴儿出行用品',
          subCategories: {
            Strollers: '婴儿推车',
            'Car Seats': '儿童安全座椅',
            'Baby Carriers': '婴儿背带',
            'High Chairs': '儿童餐椅',
            'Baby Walkers': '学步车',
            'Bouncers & Swings': '婴儿摇椅与秋千',
          },
        },
        'Nursery Furniture': {
          name: '婴儿房家具',
          subCategories: {
            'Cribs & Cots': '婴儿床',
            Bassinets: '婴儿摇篮',
            'Changing Tables': '尿布台',
            'Crib Mattresses': '婴儿床垫',
            Playpens: '婴儿游戏围栏',
            'Nursery Storage': '婴儿房收纳',
          },
        },
        'Baby Toys': {
          name: '婴儿玩具',
          subCategories: {
            'Educational Toys': '益智玩具',
            'Plush Toys': '毛绒玩具',
            'Teethers & Rattles': '牙胶与摇铃',
            'Activity Gyms': '婴儿健身架',
            'Bath Toys': '洗澡玩具',
            'Stacking Toys': '叠叠乐玩具',
          },
        },
        'Baby Care & Safety': {
          name: '婴儿护理与安全',
          subCategories: {
            'Baby Monitors': '婴儿监视器',
            'Safety Gates': '儿童安全门栏',
            'Baby Thermometers': '婴儿体温计',
            'Baby Skin Care': '婴儿护肤品',
            'Baby Bathtubs': '婴儿浴盆',
            'Nasal Aspirators': '吸鼻器',
          },
        },
      },
    },
    '0009': {
      name: '美容个护',
      description:
        '探索护肤、护发、彩妆、香水、美甲和个人护理产品，以及美容仪器、美容美发和水疗设备、化妆品包装，制造商提供OEM、ODM和贴牌生产。',
      categories: {
        'Skin Care': {
          name: '护肤品',
          subCategories: {
            'Facial Cleansers': '洁面乳',
            Toners: '爽肤水',
            Serums: '精华液',
            Moisturizers: '保湿面霜',
            'Eye Creams': '眼霜',
            Sunscreens: '防晒霜',
            'Face Masks': '面膜',
          },
        },
        'Hair Care': {
          name: '护发产品',
          subCategories: {
            Shampoos: '洗发水',
            Conditioners: '护发素',
            'Hair Oils': '护发精油',
            'Hair Dyes': '染发剂',
            'Hair Styling Products': '美发造型产品',
            'Hair Treatments': '发膜与护发疗理',
          },
        },
        Makeup: {
          name: '彩妆',
          subCategories: {
            Foundations: '粉底',
            'Makeup Primers': '妆前乳',
            Lipsticks: '口红',
            Mascaras: '睫毛膏',
            Eyeliners: '眼线笔',
            Eyeshadows: '眼影',
            Blushes: '腮红',
          },
        },
        Fragrances: {
          name: '香水香氛',
          subCategories: {
            Perfumes: '香水',
            Colognes: '古龙水',
            'Body Mists': '身体香氛喷雾',
            Deodorants: '止汗香体露',
            'Fragrance Oils': '香精油',
          },
        },
        'Nail Care': {
          name: '美甲',
          subCategories: {
            'Nail Polish': '指甲油',
            'Gel Polish': '甲油胶',
            'Artificial Nails': '假指甲',
            'Nail Art Supplies': '美甲饰品',
            'Nail Tools': '美甲工具',
          },
        },
        'Personal Care': {
          name: '个人护理',
          subCategories: {
            'Body Wash': '沐浴露',
            'Body Lotions': '身体乳',
            Soaps: '香皂',
            'Oral Care': '口腔护理',
            'Shaving Products': '剃须用品',
            'Feminine Care': '女性护理用品',
          },
        },
        'Beauty Tools & Devices': {
          name: '美容工具与仪器',
          subCategories: {
            'Makeup Brushes': '化妆刷',
            'Eyelash Curlers': '睫毛夹',
            'Hair Dryers': '吹风机',
            'Hair Straighteners': '直发器',
            'Facial Cleansing Devices': '洁面仪',
            Epilators: '脱毛器',
          },
        },
        'Salon & Spa Equipment': {
          name: '美容美发设备',
          subCategories: {
            'Salon Chairs': '美发椅',
            'Pedicure Chairs': '美足椅',
            'Spa Beds': '美容床',
            'Facial Steamers': '蒸脸器',
            'Salon Trolleys': '美容推车',
          },
        },
        'Cosmetic Packaging': {
          name: '化妆品包装',
          subCategories: {
            'Cosmetic Bottles': '化妆品瓶',
            'Cosmetic Jars': '膏霜瓶',
            'Airless Pump Bottles': '真空瓶',
            'Lipstick Tubes': '口红管',
            'Compact Cases': '粉盒',
          },
        },
      },
    },
    '0010': {
      name: '时尚配饰',
      description:
        '浏览手表、珠宝首饰、箱包、眼镜、鞋类、腰带、帽子、围巾和发饰，工厂和批发商为精品店、百货商店、网店以及寻求可靠配饰生产的品牌供货。',
      categories: {
        Watches: {
          name: '手表',
          subCategories: {
            'Quartz Watches': '石英表',
            'Mechanical Watches': '机械表',
            'Sports Watches': '运动手表',
            'Luxury Watches': '奢华腕表',
            'Watch Straps': '表带',
          },
        },
        Jewelry: {
          name: '珠宝首饰',
          subCategories: {
            'Fine Jewelry': '高级珠宝',
            'Fashion Jewelry': '时尚饰品',
            Necklaces: '项链',
            Earrings: '耳环',
            Rings: '戒指',
            Bracelets: '手链',
          },
        },
        'Bags & Wallets': {
          name: '箱包与钱包',
          subCategories: {
            Handbags: '女士手提包',
            'Tote Bags': '托特包',
            'Crossbody Bags': '斜挎包',
            Backpacks: '双肩包',
            Clutches: '手拿包',
            Wallets: '钱包',
          },
        },
        Eyewear: {
          name: '眼镜',
          subCategories: {
            Sunglasses: '太阳镜',
            'Optical Frames': '光学镜架',
            'Reading Glasses': '老花镜',
            'Contact Lenses': '隐形眼镜',
            'Eyewear Cases': '眼镜盒',
          },
        },
        Footwear: {
          name: '鞋类',
          subCategories: {
            Sneakers: '运动鞋',
            'Leather Shoes': '皮鞋',
            Boots: '靴子',
            Sandals: '凉鞋',
            Slippers: '拖鞋',
            'High Heels': '高跟鞋',
          },
        },
        Belts: {
          name: '腰带',
          subCategories: {
            'Leather Belts': '真皮腰带',
            'Canvas Belts': '帆布腰带',
            'Braided Belts': '编织腰带',
            'Belt Buckles': '皮带扣',
          },
        },
        'Hats & Caps': {
          name: '帽子',
          subCategories: {
            'Baseball Caps': '棒球帽',
            Beanies: '针织帽',
            'Sun Hats': '遮阳帽',
            'Bucket Hats': '渔夫帽',
            Fedoras: '爵士帽',
          },
        },
        'Scarves & Gloves': {
          name: '围巾与手套',
          subCategories: {
            'Silk Scarves': '真丝围巾',
            'Wool Scarves': '羊毛围巾',
            Shawls: '披肩',
            'Winter Gloves': '保暖手套',
            'Leather Gloves': '皮手套',
          },
        },
        'Hair Accessories': {
          name: '发饰',
          subCategories: {
            'Hair Clips': '发夹',
            Headbands: '发箍',
            'Hair Ties': '发绳',
            'Hair Pins': '发卡',
            Scrunchies: '大肠发圈',
          },
        },
      },
    },
    '0011': {
      name: '食品与农业',
      description:
        '直接从种植者、加工商和出口商采购新鲜果蔬、粮食、肉类与海鲜、乳制品、饮料、包装食品、食用油、坚果和香辛料，以及种子、化肥和饲料等农业生产资料。',
      categories: {
        'Fresh Produce': {
          name: '新鲜果蔬',
          subCategories: {
            'Fresh Fruits': '新鲜水果',
            'Fresh Vegetables': '新鲜蔬菜',
            Mushrooms: '食用菌',
            'Fresh Herbs': '新鲜香草',
          },
        },
        'Grains & Cereals': {
          name: '粮食谷物',
          subCategories: {
            Rice: '大米',
            Wheat: '小麦',
            Corn: '玉米',
            Barley: '大麦',
            Oats: '燕麦',
            Quinoa: '藜麦',
          },
        },
        'Meat & Seafood': {
          name: '肉类与海鲜',
          subCategories: {
            Beef: '牛肉',
            Pork: '猪肉',
            Poultry: '禽肉',
            'Lamb & Mutton': '羊肉',
            Fish: '鱼类',
            'Shrimp & Shellfish': '虾与贝类',
          },
        },
        'Dairy & Eggs': {
          name: '乳制品与蛋类',
          subCategories: {
            Milk: '牛奶',
            'Milk Powder': '奶粉',
            Cheese: '奶酪',
            Butter: '黄油',
            Yogurt: '酸奶',
            Eggs: '禽蛋',
          },
        },
        Beverages: {
          name: '饮料',
          subCategories: {
            Coffee: '咖啡',
            Tea: '茶叶',
            'Fruit Juices': '果汁',
            'Soft Drinks': '软饮料',
            'Energy Drinks': '能量饮料',
            'Bottled Water': '瓶装水',
          },
        },
        'Packaged & Processed Food': {
          name: '包装与加工食品',
          subCategories: {
            'Canned Food': '罐头食品',
            'Frozen Food': '冷冻食品',
            Snacks: '休闲零食',
            Confectionery: '糖果',
            'Bakery Products': '烘焙食品',
            'Pasta & Noodles': '意面与面条',
            'Sauces & Condiments': '酱料与调味品',
          },
        },
        'Edible Oils': {
          name: '食用油',
          subCategories: {
            'Olive Oil': '橄榄油',
            'Sunflower Oil': '葵花籽油',
            'Palm Oil': '棕榈油',
            'Soybean Oil': '大豆油',
            'Coconut Oil': '椰子油',
          },
        },
        'Nuts & Dried Fruits': {
          name: '坚果与果干',
          subCategories: {
            Almonds: '巴旦木（扁桃仁）',
            Cashews: '腰果',
            Pistachios: '开心果',
            Walnuts: '核桃',
            Dates: '椰枣',
            Raisins: '葡萄干',
          },
        },
        'Spices & Seasonings': {
          name: '香辛料与调味料',
          subCategories: {
            'Black Pepper': '黑胡椒',
            'Chili Powder': '辣椒粉',
            Turmeric: '姜黄',
            Cinnamon: '肉桂',
            Saffron: '藏红花',
            'Spice Blends': '复合香辛料',
          },
        },
        'Agricultural Inputs': {
          name: '农资',
          subCategories: {
            Seeds: '种子',
            Fertilizers: '化肥',
            Pesticides: '农药',
            'Animal Feed': '饲料',
            Greenhouses: '温室大棚',
            'Irrigation Supplies': '灌溉器材',
          },
        },
      },
    },
    '0012': {
      name: '家具',
      description:
        '寻找家居、办公、酒店和户外家具制造商，产品包括沙发、床、餐桌椅、办公桌、办公椅、储物家具和工程家具，可为进口商和零售商提供定制设计和批量生产。',
      categories: {
        'Living Room Furniture': {
          name: '客厅家具',
          subCategories: {
            Sofas: '沙发',
            Armchairs: '扶手椅',
            Recliners: '躺椅沙发',
            'Coffee Tables': '茶几',
            'Side Tables': '边几',
            'TV Stands': '电视柜',
          },
        },
        'Bedroom Furniture': {
          name: '卧室家具',
          subCategories: {
            Beds: '床',
            'Bunk Beds': '上下铺',
            Mattresses: '床垫',
            Wardrobes: '衣柜',
            Nightstands: '床头柜',
            Dressers: '五斗柜',
          },
        },
        'Dining Room Furniture': {
          name: '餐厅家具',
          subCategories: {
            'Dining Tables': '餐桌',
            'Dining Chairs': '餐椅',
            'Dining Sets': '餐桌椅套装',
            'Bar Stools': '吧台凳',
            Sideboards: '餐边柜',
          },
        },
        'Office Furniture': {
          name: '办公家具',
          subCategories: {
            'Office Desks': '办公桌',
            'Office Chairs': '办公椅',
            Workstations: '办公工位',
            'Conference Tables': '会议桌',
            'Filing Cabinets': '文件柜',
            'Reception Desks': '前台接待台',
          },
        },
        'Outdoor Furniture': {
          name: '户外家具',
          subCategories: {
            'Patio Sets': '庭院桌椅套装',
            'Garden Chairs': '花园椅',
            'Sun Loungers': '日光躺椅',
            'Outdoor Benches': '户外长椅',
            'Outdoor Umbrellas': '户外遮阳伞',
            Hammocks: '吊床',
          },
        },
        'Hotel & Commercial Furniture': {
          name: '酒店及商业家具',
          subCategories: {
            'Hotel Room Furniture': '酒店客房家具',
            'Restaurant Furniture': '餐饮家具',
            'Lobby Furniture': '大堂家具',
            'Banquet Tables': '宴会桌',
          },
        },
        "Kids' Furniture": {
          name: '儿童家具',
          subCategories: {
            "Kids' Beds": '儿童床',
            "Kids' Desks": '儿童书桌',
            "Kids' Chairs": '儿童椅',
            'Toy Storage': '玩具收纳',
          },
        },
        'Storage Furniture': {
          name: '收纳家具',
          subCategories: {
            Bookcases: '书柜',
            'Shoe Racks': '鞋柜',
            'Storage Cabinets': '储物柜',
            'Display Shelves': '展示架',
          },
        },
      },
    },
    '0013': {
      name: '医疗保健',
      description:
        '采购医疗设备、医用耗材、医院家具、实验室与诊断产品、牙科用品、手术器械和个人健康器械，制造商均已获得认证，服务于医院、诊所、药店和医疗器械经销商。',
      categories: {
        'Medical Equipment': {
          name: '医疗设备',
          subCategories: {
            'Patient Monitors': '病人监护仪',
            'ECG Machines': '心电图机',
            'Ultrasound Scanners': '超声诊断仪',
            'X-Ray Machines': 'X光机',
            'Infusion Pumps': '输液泵',
            Ventilators: '呼吸机',
            Defibrillators: '除颤仪',
          },
        },
        'Medical Consumables': {
          name: '医用耗材',
          subCategories: {
            Syringes: '注射器',
            'Surgical Gloves': '外科手套',
            'Medical Face Masks': '医用口罩',
            'Bandages & Dressings': '绷带与敷料',
            Catheters: '导管',
            'IV Sets': '输液器',
            'Cotton Swabs': '棉签',
          },
        },
        'Hospital Furniture': {
          name: '医院家具',
          subCategories: {
            'Hospital Beds': '病床',
            'Examination Tables': '检查床',
            Stretchers: '担架',
            'Medical Trolleys': '医用推车',
            'Bedside Cabinets': '病房床头柜',
          },
        },
        'Laboratory & Diagnostics': {
          name: '实验室与诊断',
          subCategories: {
            'Rapid Test Kits': '快速检测试剂盒',
            'Laboratory Analyzers': '实验室分析仪',
            'Laboratory Centrifuges': '实验室离心机',
            Microscopes: '显微镜',
            'Laboratory Glassware': '实验室玻璃器皿',
            'Blood Collection Tubes': '采血管',
          },
        },
        'Personal Health Devices': {
          name: '个人健康器械',
          subCategories: {
            'Blood Pressure Monitors': '血压计',
            'Blood Glucose Meters': '血糖仪',
            'Digital Thermometers': '电子体温计',
            'Pulse Oximeters': '脉搏血氧仪',
            Nebulizers: '雾化器',
            'Hearing Aids': '助听器',
          },
        },
        'Mobility & Rehabilitation': {
          name: '助行与康复',
          subCategories: {
            Wheelchairs: '轮椅',
            'Mobility Scooters': '电动代步车',
            'Walking Aids': '助行器',
            'Orthopedic Braces': '矫形支具',
            'Physiotherapy Equipment': '康复理疗设备',
          },
        },
        'Dental Supplies': {
          name: '牙科用品',
          subCategories: {
            'Dental Chairs': '牙科椅',
            'Dental Implants': '牙科种植体',
            'Dental Instruments': '牙科器械',
            'Dental Materials': '牙科材料',
            'Orthodontic Supplies': '正畸用品',
          },
        },
        'Surgical Instruments': {
          name: '手术器械',
          subCategories: {
            'Scalpels & Blades': '手术刀与刀片',
            Forceps: '手术钳',
            'Surgical Scissors': '手术剪',
            Retractors: '牵开器',
            'Surgical Staplers': '外科吻合器',
            'Electrosurgical Units': '高频电刀',
          },
        },
        'Pharmaceuticals & Supplements': {
          name: '药品与保健品',
          subCategories: {
            'Generic Drugs': '仿制药',
            'Active Pharmaceutical Ingredients': '原料药（API）',
            'Vitamins & Minerals': '维生素与矿物质',
            'Herbal Supplements': '植物保健品',
            'Protein Supplements': '蛋白粉',
            'Veterinary Medicines': '兽药',
          },
        },
      },
    },
    '0014': {
      name: '家居建材',
      description:
        '寻找建筑材料、地面材料、门窗、厨卫产品、照明、水暖管材、五金工具、家用电器、厨具和家居装饰，供应商服务于承包商、开发商、批发商和零售商。',
      categories: {
        'Building Materials': {
          name: '建筑材料',
          subCategories: {
            Cement: '水泥',
            'Bricks & Blocks': '砖与砌块',
            'Steel Rebar': '螺纹钢',
            'Gypsum Boards': '石膏板',
            'Insulation Materials': '保温材料',
            'Roofing Sheets': '屋面板',
            'Architectural Glass': '建筑玻璃',
            'Waterproofing Materials': '防水材料',
          },
        },
        Flooring: {
          name: '地面材料',
          subCategories: {
            'Ceramic Tiles': '陶瓷砖',
            'Porcelain Tiles': '玻化砖（瓷质砖）',
            'Natural Stone': '天然石材',
            'Laminate Flooring': '强化复合地板',
            'Vinyl Flooring': 'PVC塑胶地板',
            'Hardwood Flooring': '实木地板',
            Carpets: '满铺地毯',
          },
        },
        'Doors & Windows': {
          name: '门窗',
          subCategories: {
            'Wooden Doors': '木门',
            'Steel Doors': '钢质门',
            'Garage Doors': '车库门',
            'Aluminum Windows': '铝合金窗',
            'UPVC Windows': '塑钢窗',
            'Door Locks': '门锁',
            'Door Handles': '门把手',
          },
        },
        'Kitchen & Bathroom': {
          name: '厨房卫浴',
          subCategories: {
            'Kitchen Cabinets': '橱柜',
            'Kitchen Sinks': '厨房水槽',
            Faucets: '水龙头',
            Toilets: '马桶',
            Bathtubs: '浴缸',
            'Shower Enclosures': '淋浴房',
            'Vanity Units': '浴室柜',
          },
        },
        Lighting: {
          name: '照明',
          subCategories: {
            'LED Bulbs': 'LED灯泡',
            'Ceiling Lights': '吸顶灯',
            'Pendant Lights': '吊灯',
            Floodlights: '投光灯',
            'Outdoor Lighting': '户外照明',
            'Smart Lighting': '智能照明',
          },
        },
        'Plumbing & Pipes': {
          name: '水暖管道',
          subCategories: {
            'PVC Pipes': 'PVC管',
            'PPR Pipes': 'PPR管',
            'Pipe Fittings': '管件',
            'Water Heaters': '热水器',
            'Drainage Systems': '排水系统',
          },
        },
        'Hardware & Tools': {
          name: '五金工具',
          subCategories: {
            'Hand Tools': '手动工具',
            'Power Tools': '电动工具',
            'Measuring Tools': '测量工具',
            Fasteners: '紧固件',
            'Tool Storage': '工具箱与工具柜',
            Ladders: '梯子',
          },
        },
        'Home Appliances': {
          name: '家用电器',
          subCategories: {
            Refrigerators: '冰箱',
            'Washing Machines': '洗衣机',
            'Air Conditioners': '空调',
            'Microwave Ovens': '微波炉',
            'Vacuum Cleaners': '吸尘器',
            'Water Dispensers': '饮水机',
          },
        },
        Kitchenware: {
          name: '厨具',
          subCategories: {
            Cookware: '锅具',
            Bakeware: '烘焙模具',
            Cutlery: '刀叉餐具',
            'Kitchen Utensils': '厨房用具',
            'Food Storage Containers': '保鲜盒',
            Drinkware: '杯具',
          },
        },
        'Home Decor & Textiles': {
          name: '家居装饰与家纺',
          subCategories: {
            Curtains: '窗帘',
            Rugs: '块毯',
            'Bedding Sets': '床上用品套件',
            Cushions: '靠垫',
            'Wall Art': '装饰画',
            'Artificial Plants': '仿真植物',
          },
        },
      },
    },
    '0015': {
      name: '商务服务',
      description:
        '对接支持国际贸易的服务商，业务涵盖货运代理、验货检测、贸易融资、采购代理、代工生产、市场营销、人才招聘，以及法律、税务和市场进入等专业咨询。',
      categories: {
        'Logistics & Shipping': {
          name: '物流货运',
          subCategories: {
            'Freight Forwarding': '国际货运代理',
            'Ocean Freight': '海运',
            'Air Freight': '空运',
            'Rail Freight': '铁路货运',
            'Customs Brokerage': '报关服务',
            Warehousing: '仓储服务',
            'Courier Services': '国际快递',
          },
        },
        'Inspection & Certification': {
          name: '检验与认证',
          subCategories: {
            'Product Inspection': '产品验货',
            'Factory Audits': '验厂审核',
            'Laboratory Testing': '实验室检测',
            'Product Certification': '产品认证',
            'Supplier Verification': '供应商核查',
          },
        },
        'Trade Finance & Insurance': {
          name: '贸易融资与保险',
          subCategories: {
            'Documentary Credits': '跟单信用证',
            'Export Financing': '出口融资',
            Factoring: '保理',
            'Trade Credit Insurance': '贸易信用保险',
            'Cargo Insurance': '货物运输保险',
            'Payment Services': '支付服务',
          },
        },
        'Sourcing & Procurement': {
          name: '采购与寻源',
          subCategories: {
            'Sourcing Agents': '采购代理',
            'Supplier Identification': '供应商寻源',
            'Procurement Outsourcing': '采购外包',
            'Order Follow-Up': '订单跟进',
            'Private Label Services': '贴牌服务',
          },
        },
        'Manufacturing Services': {
          name: '制造服务',
          subCategories: {
            'OEM Manufacturing': 'OEM代工',
            'ODM Services': 'ODM服务',
            'Product Design': '产品设计',
            Prototyping: '手板打样',
            'Mold Making': '模具制造',
            'Packaging Design': '包装设计',
          },
        },
        'Marketing & Advertising': {
          name: '市场营销与广告',
          subCategories: {
            'Digital Marketing': '数字营销',
            'Market Research': '市场调研',
            'Branding & Design': '品牌策划与设计',
            'Product Photography': '产品摄影',
            'Trade Show Services': '展会服务',
          },
        },
        'Consulting & Professional Services': {
          name: '咨询与专业服务',
          subCategories: {
            'Business Consulting': '企业管理咨询',
            'Market Entry Consulting': '市场进入咨询',
            'Legal Services': '法律服务',
            'Accounting & Tax': '会计与税务',
            'Company Registration': '公司注册',
            'Translation Services': '翻译服务',
          },
        },
        'HR & Staffing': {
          name: '人力资源服务',
          subCategories: {
            'Recruitment Services': '招聘服务',
            'Staffing Agencies': '劳务派遣',
            'Payroll Services': '薪资代发服务',
            'Employee Training': '员工培训',
          },
        },
      },
    },
  },
  businessTypes: {
    PR: '产品',
    UR: '用户',
    MA: '制造商',
    DI: '经销商',
    WS: '批发商',
    IM: '进口商',
    EX: '出口商',
    RE: '零售商',
    IN: '投资者',
    CO: '咨询顾问',
    GO: '政府机构',
  },
  jobPositions: {
    'owner-founder': '企业主/创始人',
    'ceo-managing-director': '首席执行官/董事总经理',
    'general-manager': '总经理',
    'sales-director': '销售总监',
    'export-manager': '外贸经理',
    'purchasing-manager': '采购经理',
    'procurement-specialist': '采购专员',
    'sourcing-agent': '采购代理',
    'business-development-manager': '业务拓展经理',
    'marketing-manager': '市场经理',
    'product-manager': '产品经理',
    'operations-manager': '运营经理',
    'plant-manager': '厂长',
    'quality-manager': '质量经理',
    'logistics-manager': '物流经理',
    'supply-chain-manager': '供应链经理',
    engineer: '工程师',
    'technical-director': '技术总监',
    'finance-director': '财务总监',
    consultant: '顾问',
    'sales-representative': '销售代表',
    'customer-service': '客户服务',
    'government-official': '政府工作人员',
    investor: '投资人',
    other: '其他',
  },
  genders: {
    F: '女',
    M: '男',
    O: '其他',
    N: '不愿透露',
  },
};
