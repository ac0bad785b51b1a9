from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SmsPreview")


@_attrs_define
class SmsPreview:
    """What a send would cost, sending nothing

    Attributes:
        encoding (Literal['GSM-7'] | Literal['UCS-2']):
        characters (int): Septets in GSM-7 (an extension character counts 2), UTF-16 units in UCS-2
        segments (int):
        credits_per_message (int): What one message costs; with placeholders that differ per recipient, the dearest
        recipients (int): Recipients priced (those who opted out left out)
        credits_ (int): The whole send, priced per recipient as the send bills it
        balance (int): The organization's SMS credits now
        sufficient (bool): Whether the balance covers `credits`
        non_gsm_characters (list[str]): The distinct characters that force UCS-2, in order of first appearance
        normalized_text (str): The text with its GSM-7 look-alikes replaced
        normalized_segments (int):
    """

    encoding: Literal["GSM-7"] | Literal["UCS-2"]
    characters: int
    segments: int
    credits_per_message: int
    recipients: int
    credits_: int
    balance: int
    sufficient: bool
    non_gsm_characters: list[str]
    normalized_text: str
    normalized_segments: int

    def to_dict(self) -> dict[str, Any]:
        encoding: Literal["GSM-7"] | Literal["UCS-2"]
        encoding = self.encoding

        characters = self.characters

        segments = self.segments

        credits_per_message = self.credits_per_message

        recipients = self.recipients

        credits_ = self.credits_

        balance = self.balance

        sufficient = self.sufficient

        non_gsm_characters = self.non_gsm_characters

        normalized_text = self.normalized_text

        normalized_segments = self.normalized_segments

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "encoding": encoding,
                "characters": characters,
                "segments": segments,
                "credits_per_message": credits_per_message,
                "recipients": recipients,
                "credits": credits_,
                "balance": balance,
                "sufficient": sufficient,
                "non_gsm_characters": non_gsm_characters,
                "normalized_text": normalized_text,
                "normalized_segments": normalized_segments,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_encoding(data: object) -> Literal["GSM-7"] | Literal["UCS-2"]:
            encoding_type_0 = cast(Literal["GSM-7"], data)
            if encoding_type_0 != "GSM-7":
                raise ValueError(f"encoding_type_0 must match const 'GSM-7', got '{encoding_type_0}'")
            return encoding_type_0
            encoding_type_1 = cast(Literal["UCS-2"], data)
            if encoding_type_1 != "UCS-2":
                raise ValueError(f"encoding_type_1 must match const 'UCS-2', got '{encoding_type_1}'")
            return encoding_type_1

        encoding = _parse_encoding(d.pop("encoding"))

        characters = d.pop("characters")

        segments = d.pop("segments")

        credits_per_message = d.pop("credits_per_message")

        recipients = d.pop("recipients")

        credits_ = d.pop("credits")

        balance = d.pop("balance")

        sufficient = d.pop("sufficient")

        non_gsm_characters = cast(list[str], d.pop("non_gsm_characters"))

        normalized_text = d.pop("normalized_text")

        normalized_segments = d.pop("normalized_segments")

        sms_preview = cls(
            encoding=encoding,
            characters=characters,
            segments=segments,
            credits_per_message=credits_per_message,
            recipients=recipients,
            credits_=credits_,
            balance=balance,
            sufficient=sufficient,
            non_gsm_characters=non_gsm_characters,
            normalized_text=normalized_text,
            normalized_segments=normalized_segments,
        )

        return sms_preview
