import type { CarModelsSliderProps } from './props.gen.ts'

const model = (key: string, category: CarModelsSliderProps['models'][number]['category']) => ({
  image: { filename_disk: `fleet-${category}.webp`, width: 480, height: 300, alt: `carModels.${key}.alt` },
  name: `carModels.${key}.name`,
  category,
  text: `carModels.${key}.text`,
})

/** Three models of three categories: the props the slider's tests render. */
export const sliderTestProps: CarModelsSliderProps = {
  heading: 'carModels.heading',
  see_all_label: 'carModels.seeAll',
  url: 'page:online-booking',
  models: [model('kivoCity', 'economy'), model('ridgeon7', 'suv'), model('movaKombi', 'van')],
}
