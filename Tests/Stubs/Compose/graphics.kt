// Stub of androidx.compose.ui.graphics: the Color factories generated Compose code calls, with Compose's signatures.
package androidx.compose.ui.graphics

import androidx.compose.ui.graphics.colorspace.ColorSpace
import androidx.compose.ui.graphics.colorspace.ColorSpaces

/** Compose's color (a value class of packed bits there); here it keeps how it was made, as text. */
class Color internal constructor(private val description: String) {
    /** `#rrggbbaa` for a color made from an ARGB integer, `<space> r g b a` for one made from components. */
    override fun toString(): String = description
}

/** `Color(color: Long)`: the low 32 bits are ARGB. */
fun Color(color: Long): Color {
    val argb = color and 0xFFFFFFFFL
    val rgba = ((argb and 0xFFFFFFL) shl 8) or (argb ushr 24)
    return Color("#" + rgba.toString(16).padStart(8, '0'))
}

/** `Color(color: Int)`: ARGB. */
fun Color(color: Int): Color = Color(color.toLong() and 0xFFFFFFFFL)

/** `Color(red, green, blue, alpha = 1f, colorSpace = ColorSpaces.Srgb)`: components in the color space. */
fun Color(red: Float, green: Float, blue: Float, alpha: Float = 1f, colorSpace: ColorSpace = ColorSpaces.Srgb): Color =
    Color(colorSpace.name + " " + red + " " + green + " " + blue + " " + alpha)
