from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PostSmsPreviewBody")


@_attrs_define
class PostSmsPreviewBody:
    """
    Attributes:
        text (str | Unset):
        template_id (int | Unset):
        to (str | Unset):
        numbers (list[str] | Unset):
        group_id (int | Unset):
        normalize (bool | Unset):
    """

    text: str | Unset = UNSET
    template_id: int | Unset = UNSET
    to: str | Unset = UNSET
    numbers: list[str] | Unset = UNSET
    group_id: int | Unset = UNSET
    normalize: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        template_id = self.template_id

        to = self.to

        numbers: list[str] | Unset = UNSET
        if not isinstance(self.numbers, Unset):
            numbers = self.numbers

        group_id = self.group_id

        normalize = self.normalize

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if text is not UNSET:
            field_dict["text"] = text
        if template_id is not UNSET:
            field_dict["template_id"] = template_id
        if to is not UNSET:
            field_dict["to"] = to
        if numbers is not UNSET:
            field_dict["numbers"] = numbers
        if group_id is not UNSET:
            field_dict["group_id"] = group_id
        if normalize is not UNSET:
            field_dict["normalize"] = normalize

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text", UNSET)

        template_id = d.pop("template_id", UNSET)

        to = d.pop("to", UNSET)

        numbers = cast(list[str], d.pop("numbers", UNSET))

        group_id = d.pop("group_id", UNSET)

        normalize = d.pop("normalize", UNSET)

        post_sms_preview_body = cls(
            text=text,
            template_id=template_id,
            to=to,
            numbers=numbers,
            group_id=group_id,
            normalize=normalize,
        )

        post_sms_preview_body.additional_properties = d
        return post_sms_preview_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
