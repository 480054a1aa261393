import UIKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class ImageLoader {
    func load(_ url: URL, into imageView: UIImageView) {
        URLSession.shared.dataTask(with: url) { data, _, _ in
            guard let data else { return }
            DispatchQueue.main.async { imageView.image = UIImage(data: data) }
        }.resume()
    }
}
