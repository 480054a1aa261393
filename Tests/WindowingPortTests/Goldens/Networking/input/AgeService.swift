import Foundation
import UIKit

/// Asks a web service how old a name sounds.
final class AgeService {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func guess(name: String, completion: @escaping (Int?) -> Void) {
        guard let url = URL(string: "https://example.com/age?name=\(name)") else { return completion(nil) }
        session.dataTask(with: URLRequest(url: url)) { data, response, _ in
            guard (response as? HTTPURLResponse)?.statusCode == 200, let data else { return completion(nil) }
            completion(Int(String(decoding: data, as: UTF8.self)))
        }.resume()
    }
}
