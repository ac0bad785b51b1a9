from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChatTemplate")


@_attrs_define
class ChatTemplate:
    """An approved chat (WhatsApp) template a sender may address (docs/interface.md §2)

    Attributes:
        id (int):
        name (str):
        language (str):
        variables (list[str]): One label per variable in the order a send gives them: the provider's example value, else
            its position
        status (Literal['approved']):
        header (None | str):
        text (str): Its body as the recipient reads it, with {{n}} where the variables go
    """

    id: int
    name: str
    language: str
    variables: list[str]
    status: Literal["approved"]
    header: None | str
    text: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        language = self.language

        variables = self.variables

        status = self.status

        header: None | str
        header = self.header

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "language": language,
                "variables": variables,
                "status": status,
                "header": header,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        language = d.pop("language")

        variables = cast(list[str], d.pop("variables"))

        status = cast(Literal["approved"], d.pop("status"))
        if status != "approved":
            raise ValueError(f"status must match const 'approved', got '{status}'")

        def _parse_header(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        header = _parse_header(d.pop("header"))

        text = d.pop("text")

        chat_template = cls(
            id=id,
            name=name,
            language=language,
            variables=variables,
            status=status,
            header=header,
            text=text,
        )

        return chat_template
