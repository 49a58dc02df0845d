// Stub of androidx.compose.ui.graphics.colorspace: ColorSpaces.Srgb and ColorSpaces.DisplayP3.
package androidx.compose.ui.graphics.colorspace

/** A color space, by name. */
abstract class ColorSpace internal constructor(val name: String)

/** An RGB color space. */
class Rgb internal constructor(name: String) : ColorSpace(name)

/** The color spaces generated code names. */
object ColorSpaces {
    val Srgb: Rgb = Rgb("srgb")
    val DisplayP3: Rgb = Rgb("display-p3")
}
